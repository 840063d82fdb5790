import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadLimits } from '@vce/contract/uploads';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image type by its magic bytes; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

export const extensionOf: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
export const contentTypeOf: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
/** Names the server chose: random hex (uploads) or p- and a hash (posters). */
export const storedNamePattern = /^(?:[0-9a-f]{32}|p-[0-9a-f]{32})\.(?:jpg|png|webp|gif)$/;

export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Decodes and re-encodes an uploaded image in its own format: EXIF, ICC and any trailing bytes are
 * dropped, the orientation applied, and decoding stops past the pixel limit.
 */
export async function reencodeImage(input: { bytes: Buffer; type: ImageType }): Promise<Buffer> {
  const animated = input.type === 'gif' || input.type === 'webp';
  try {
    const image = sharp(input.bytes, { limitInputPixels: uploadLimits.maxPixels, animated, failOn: 'error' }).rotate();
    if (input.type === 'jpeg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (input.type === 'png') return await image.png({ compressionLevel: 8 }).toBuffer();
    if (input.type === 'webp') return await image.webp({ quality: 85 }).toBuffer();
    return await image.gif().toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw AppError.reject('uploadTooManyPixels');
    throw AppError.reject('uploadTypeInvalid');
  }
}

/** Stores bytes under a random name the server chose; answers the name. */
export async function saveUploadedImage(input: { dataDir: string; bytes: Buffer; type: ImageType }) {
  const name = `${randomBytes(16).toString('hex')}.${extensionOf[input.type]}`;
  const dir = uploadsDirOf(input.dataDir);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), input.bytes, { flag: 'wx' });
  return name;
}
