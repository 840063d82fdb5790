import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { demoClips } from './demo-clips';
import { demoMediaCache } from './demo-media-job';

/**
 * A demo lesson's video as a file another area may loop (the live area's builtin stream): the
 * rendered 360p playlist in the render cache, or null while it has not been rendered on this machine.
 */
export async function findLoopableDemoVideo(app: FastifyInstance) {
  const playlist = path.join(demoMediaCache(app), demoClips.klineBasics.key, '360p', 'index.m3u8');
  return fs.stat(playlist).then(
    () => playlist,
    () => null,
  );
}
