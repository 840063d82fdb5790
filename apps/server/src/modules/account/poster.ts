import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import { uploadsDirOf } from '../uploads/upload-service';
import { readAvatarBytes } from './avatars';
import type { UserRow } from './store';

const WIDTH = 750;
const HEIGHT = 1200;
const AVATAR = 160;
const QR = 260;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The invite link a poster's QR code opens. */
export const inviteUrlOf = (origin: string, userId: number) => `${origin}/?inviter=${userId}`;

/**
 * The share poster as a PNG under uploads: nickname, avatar and an invite QR code. Its name is a hash
 * of what it shows, so it is rendered once and again only after the profile changes.
 */
export async function renderUserPoster(input: { app: FastifyInstance; user: UserRow; type: number; origin: string }) {
  const { app, user } = input;
  const inviteUrl = inviteUrlOf(input.origin, user.id);
  const key = createHash('sha256')
    .update(JSON.stringify([user.id, input.type, user.nickname, user.avatar, user.updatedAt.getTime(), inviteUrl]))
    .digest('hex')
    .slice(0, 32);
  const name = `p-${key}.png`;
  const dir = uploadsDirOf(app.config.dataDir);
  const file = path.join(dir, name);
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await fs.mkdir(dir, { recursive: true });
    const png = await composePoster({ app, nickname: user.nickname, avatar: user.avatar, inviteUrl });
    // Written aside and renamed: a concurrent reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, png);
    await fs.rename(temporary, file);
  }
  return { poster_url: `${input.origin}/uploads/${name}` };
}

async function composePoster(input: { app: FastifyInstance; nickname: string; avatar: string; inviteUrl: string }) {
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C8161D"/>` +
      `<stop offset="1" stop-color="#7A0E12"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<rect x="40" y="300" width="${WIDTH - 80}" height="${HEIGHT - 360}" rx="24" fill="#FFFFFF"/>` +
      `<text x="50%" y="120" text-anchor="middle" font-size="56" font-weight="bold" fill="#FFFFFF" font-family="sans-serif">vce期货</text>` +
      `<text x="50%" y="190" text-anchor="middle" font-size="30" fill="#FFE3E3" font-family="sans-serif">专业的K线学习交流平台</text>` +
      `<text x="50%" y="500" text-anchor="middle" font-size="40" font-weight="bold" fill="#222222" font-family="sans-serif">${escapeXml(input.nickname)}</text>` +
      `<text x="50%" y="560" text-anchor="middle" font-size="28" fill="#666666" font-family="sans-serif">邀请你一起学习期货知识</text>` +
      `<text x="50%" y="${HEIGHT - 110}" text-anchor="middle" font-size="24" fill="#999999" font-family="sans-serif">扫码加入 · 投资有风险，入市需谨慎</text>` +
      `</svg>`,
  );
  const qr = await QRCode.toBuffer(input.inviteUrl, { type: 'png', width: QR, margin: 1, errorCorrectionLevel: 'M' });
  const layers: OverlayOptions[] = [{ input: qr, left: (WIDTH - QR) / 2, top: 640 }];
  const avatar = await roundAvatar(input.app, input.avatar);
  if (avatar) layers.push({ input: avatar, left: (WIDTH - AVATAR) / 2, top: 240 });
  return sharp(background).composite(layers).png({ compressionLevel: 8 }).toBuffer();
}

async function roundAvatar(app: FastifyInstance, avatar: string): Promise<Buffer | null> {
  const bytes = avatar ? await readAvatarBytes(app, avatar) : null;
  if (!bytes) return null;
  const mask = Buffer.from(
    `<svg width="${AVATAR}" height="${AVATAR}"><circle cx="${AVATAR / 2}" cy="${AVATAR / 2}" r="${AVATAR / 2}"/></svg>`,
  );
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(AVATAR, AVATAR, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
