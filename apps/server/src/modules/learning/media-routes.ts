import { MediaKind, mediaPrefix } from '@vce/contract/learning';
import type { FastifyInstance, FastifyReply } from 'fastify';
import parseRange from 'range-parser';
import { isSafeMediaKey } from '../../providers/storage/media-storage';
import { createMediaFiles } from './media-files';
import { signedQuery, signPlaylist, verifyGrant } from '../../platform/signed-addresses';
import { mediaAsset, mediaFileKey } from './media-addresses';

const contentTypes: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** Refusals are plain text: the player reads the status, a person who pasted the address reads the words. */
const refuse = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);

/**
 * Media under signed addresses (`/media/<kind>/<key>/<file>?e=&u=&s=`: lesson videos, report PDFs):
 * the signature names the asset, the user and the expiry, so a copied address stops working when it
 * expires, and one made for a user works only with that user's token (a free preview's, user 0, with
 * none). Playlists go out with the same query on every address they name; other files stream from
 * the media storage, with byte ranges (a PDF reader asks for the pages in view).
 */
export function mediaRoutes(app: FastifyInstance, secret: string) {
  const files = createMediaFiles(app.mediaStorage);
  app.get<{ Params: { kind: string; key: string; '*': string }; Querystring: { e?: string; u?: string; s?: string } }>(
    `${mediaPrefix}:kind/:key/*`,
    // Video and PDF bytes do not shrink, and a playlist is a few hundred bytes: no compression pass.
    { compress: false },
    async (request, reply) => {
      const { kind, key: assetKey, '*': file } = request.params;
      const mediaKind = MediaKind.safeParse(kind);
      if (!mediaKind.success || !isSafeMediaKey(`${assetKey}/${file}`)) return refuse(reply, 404, '文件不存在');
      const asset = mediaAsset(mediaKind.data, assetKey);
      const grant = verifyGrant(secret, asset, request.query, Math.floor(Date.now() / 1000));
      if (grant === 'forged') return refuse(reply, 403, '播放地址无效');
      if (grant === 'expired') return refuse(reply, 403, '播放地址已过期，请刷新页面');
      if (grant.userId !== 0 && (await app.auth.userIdOf(request)) !== grant.userId)
        return refuse(reply, 403, '请登录有权观看的账号');
      const key = mediaFileKey(asset, file);
      const size = await files.sizeOf(key);
      if (size === null) return refuse(reply, 404, '文件不存在');
      const extension = file.slice(file.lastIndexOf('.') + 1);
      reply
        .type(contentTypes[extension] ?? 'application/octet-stream')
        .header('cache-control', `private, max-age=${Math.max(0, grant.expires - Math.floor(Date.now() / 1000))}`)
        .header('x-content-type-options', 'nosniff');
      if (extension === 'm3u8') {
        return reply.send(signPlaylist(await files.text(key), signedQuery(secret, grant)));
      }
      const ranges = request.headers.range ? parseRange(size, request.headers.range, { combine: true }) : null;
      reply.header('accept-ranges', 'bytes');
      if (ranges === -1) return reply.code(416).header('content-range', `bytes */${size}`).send();
      const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
      } else reply.header('content-length', size);
      return reply.send(await files.read(key, size, range));
    },
  );
}
