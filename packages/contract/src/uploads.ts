import { z } from 'zod';
import { defineCall } from './call';
import { noBody } from './validation';

/** Upload limits (docs/decisions.md "Accounts"). */
export const uploadLimits = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 } as const;

/** A picture of our own uploads (`/uploads/<name>`), never another site's: what posts and chats may show. */
export const uploadedImagePath = z
  .string()
  .regex(/^\/uploads\/[0-9a-f]{32}\.(png|jpe?g|webp|gif)$/, '图片地址不正确')
  .describe('图片');

/**
 * An image upload: multipart with the file in field `file` (the body is not a JSON schema; the
 * server reads the stream). Answers the stored path and its absolute URL.
 */
export const upload = defineCall({
  path: '/api/common/upload',
  access: 'user',
  request: noBody,
  data: z.object({ url: z.string(), fullurl: z.string() }),
});
