import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field, pagingFields } from './validation';

/** 头条视频 (/headlineVideo) and 行情视频 (/quotationVideo). */
export const VideoColumn = z.enum(['headline', 'quotation'], { error: msg.videoColumnInvalid });
export type VideoColumn = z.infer<typeof VideoColumn>;

export const VideoCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  duration_seconds: z.number().int(),
  /** Unix seconds. */
  published_at: z.number().int(),
});

/** A column's videos, newest first, with its categories; `category` keeps one. */
export const videoList = defineCall({
  path: '/api/video/list',
  access: 'public',
  request: z.object({
    ...pagingFields,
    column: VideoColumn,
    category: z.string().max(20).optional().catch(undefined),
  }),
  data: z.object({ categories: z.array(z.string()), list: z.array(VideoCard), total: z.number().int() }),
});

/** A video to play: its master playlist signed for anyone (the columns are free). */
export const playVideo = defineCall({
  path: '/api/video/play',
  access: 'public',
  request: z.object({ id: field.id('视频编号') }),
  data: VideoCard.extend({ playlist_url: z.string().nullable() }),
});
