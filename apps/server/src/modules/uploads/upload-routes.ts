import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { Code } from '@vce/contract/codes';
import { upload, uploadLimits } from '@vce/contract/uploads';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { AppError } from '../../platform/errors';
import { originOf } from '../../platform/request-info';
import {
  contentTypeOf,
  reencodeImage,
  saveUploadedImage,
  sniffImageType,
  storedNamePattern,
  uploadsDirOf,
} from './upload-service';

/**
 * Image uploads (/api/common/upload, file field `file`) and the files served back under /uploads/.
 * Registered as a context of its own: multipart's parser and hooks touch only these routes.
 */
export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  const dir = uploadsDirOf(app.config.dataDir);

  registerCall(app, upload, async ({ request }) => {
    if (!request.isMultipart()) throw AppError.reject('uploadRequired');
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw AppError.reject('uploadRequired');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) {
        throw new AppError(Code.FAIL, msg.uploadTooLarge, 413);
      }
      throw error;
    }
    const type = sniffImageType(bytes);
    if (!type) throw AppError.reject('uploadTypeInvalid');
    const name = await saveUploadedImage({
      dataDir: app.config.dataDir,
      bytes: await reencodeImage({ bytes, type }),
      type,
    });
    const url = `/uploads/${name}`;
    return new Answer({ url, fullurl: `${originOf(request)}${url}` }, msg.uploadSuccess);
  });

  app.get('/uploads/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!storedNamePattern.test(name)) return reply.callNotFound();
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return reply.callNotFound();
    return reply
      .type(contentTypeOf[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
      .headers({
        'content-length': String(stat.size),
        // Names are never reused: a file never changes under its name.
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      })
      .send(fs.createReadStream(file));
  });
}
