import { playVideo, videoList } from '@vce/contract/learning-videos';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { AppError } from '../../../platform/errors';
import { unixSeconds } from '../../../platform/unix-time';
import { mediaAsset, signStoredMedia } from '../media-addresses';
import { findVideo, listCategories, listVideos, type VideoRow } from './video-store';

const videoCard = (row: VideoRow) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  category: row.category,
  duration_seconds: row.durationSeconds,
  published_at: unixSeconds(row.publishedAt),
});

/** The video columns: a column's list and one video to play. */
export function videoRoutes(app: FastifyInstance, mediaSecret: string) {
  registerCall(app, videoList, async ({ body }) => {
    const [{ rows, total }, categories] = await Promise.all([
      listVideos(app.db, body),
      listCategories(app.db, body.column),
    ]);
    return { categories, list: rows.map(videoCard), total };
  });
  registerCall(app, playVideo, async ({ body }) => {
    const row = await findVideo(app.db, body.id);
    if (!row) throw AppError.reject('videoUnknown');
    const url = await signStoredMedia(app, mediaSecret, {
      asset: mediaAsset('lessons', row.mediaKey),
      file: 'master.m3u8',
      userId: 0,
    });
    return { ...videoCard(row), playlist_url: url };
  });
}
