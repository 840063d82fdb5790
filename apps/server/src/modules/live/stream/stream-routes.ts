import fs from 'node:fs';
import { RoomStatus } from '@vce/contract/live';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signedQuery, signPlaylist, verifyGrant } from '../../../platform/signed-addresses';
import { roomStatusAt } from '../rooms/room-schedule';
import { findRoom, type RoomRow } from '../rooms/room-store';
import { shortCache } from '../../../platform/short-cache';
import type { LocalStreams } from './local-stream';

export const liveStreamPrefix = '/live-stream/';

const ROOM_ROW_MS = 2_000;

/** What a room's stream address opens: signed per room, so one room's cannot open another's. */
export const streamAsset = (roomId: number) => `live/${roomId}`;

/**
 * A room's stream address for a viewer (user 0: anyone, a public room), valid MEDIA_URL_TTL_SECONDS,
 * or `ttlSeconds` when sooner (a viewer on live-time minutes: no longer than the minutes they hold).
 */
export function signedStreamUrl(app: FastifyInstance, input: { roomId: number; userId: number; ttlSeconds?: number }) {
  const { roomId, userId } = input;
  const ttl = Math.min(app.config.MEDIA_URL_TTL_SECONDS, input.ttlSeconds ?? Infinity);
  const expires = Math.floor(Date.now() / 1000) + ttl;
  return `${liveStreamPrefix}${roomId}/index.m3u8?${signedQuery(app.mediaUrlSecret, { asset: streamAsset(roomId), userId, expires })}`;
}

const refuse = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);

type StreamRequest = { Params: { roomId: string; file: string }; Querystring: { e?: string; u?: string; s?: string } };

/**
 * The builtin source's files under signed addresses: the playlist (never cached: it moves every
 * 2 s) with the grant on each segment, and the segments, which do not change once written.
 */
export function streamRoutes(app: FastifyInstance, streams: LocalStreams) {
  // Every viewer asks for the playlist each 2 s: the room's row is read once a second or two per process.
  const rooms = shortCache<RoomRow | undefined>(ROOM_ROW_MS);
  app.get<StreamRequest>(`${liveStreamPrefix}:roomId/:file`, { compress: false }, async (request, reply) => {
    const roomId = Number(request.params.roomId);
    if (!Number.isSafeInteger(roomId) || roomId <= 0) return refuse(reply, 404, '直播间不存在');
    const grant = verifyGrant(app.mediaUrlSecret, streamAsset(roomId), request.query, Math.floor(Date.now() / 1000));
    if (grant === 'forged') return refuse(reply, 403, '播放地址无效');
    if (grant === 'expired') return refuse(reply, 403, '播放地址已过期，请刷新页面');
    if (grant.userId !== 0 && (await app.auth.userIdOf(request)) !== grant.userId)
      return refuse(reply, 403, '请登录有权观看的账号');
    reply.header('x-content-type-options', 'nosniff');
    if (request.params.file === 'index.m3u8') {
      const room = await rooms(String(roomId), () => findRoom(app.db, roomId));
      if (!room || room.streamUrl || roomStatusAt(room) !== RoomStatus.live) return refuse(reply, 404, '直播未开始');
      const playlist = await streams.playlist(room);
      if (playlist === null) return refuse(reply, 503, '直播信号暂时中断，请稍后刷新');
      return reply
        .type('application/vnd.apple.mpegurl')
        .header('cache-control', 'no-cache')
        .send(signPlaylist(playlist, signedQuery(app.mediaUrlSecret, grant)));
    }
    const file = streams.segmentPath(roomId, request.params.file);
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!file || !stat) return refuse(reply, 404, '文件不存在');
    return reply
      .type('video/mp2t')
      .header('content-length', stat.size)
      .header('cache-control', 'private, max-age=60')
      .send(fs.createReadStream(file));
  });
}
