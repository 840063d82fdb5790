import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { storeHlsSet } from '../hls-output';
import { mediaAsset, mediaFileKey } from '../media-addresses';
import { allDemoClips, type DemoClip } from './demo-clips';
import { renderClip } from './render-clip';

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Where rendered clips are kept for the next fresh database (one per machine in tests). */
export const demoMediaCache = (app: FastifyInstance) =>
  app.config.DEMO_MEDIA_CACHE ?? path.join(app.config.dataDir, 'demo-media');

/**
 * A clip rendered into the cache, once per machine: drawn from the market's daily bars of its product
 * into a directory of its own, then renamed into place (a process that lost the race uses the winner's).
 */
async function renderedClip(app: FastifyInstance, clip: DemoClip, cacheRoot: string, signal: AbortSignal) {
  const done = path.join(cacheRoot, clip.key);
  if (await exists(path.join(done, 'master.m3u8'))) return done;
  await app.market.ready;
  const bars = app.market.seriesOf(clip.symbol)?.daily.slice(-clip.bars) ?? [];
  const partial = `${done}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await renderClip(clip, bars, partial, signal);
    await fs.rename(partial, done).catch(async (error: unknown) => {
      if (!(await exists(path.join(done, 'master.m3u8')))) throw error;
    });
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }
  return done;
}

/**
 * Puts the demo lessons' videos into the media storage where it lacks them: rendered (or taken from
 * the render cache) and stored segments first, the master playlist last, so a lesson is offered only
 * once all its files are there.
 */
export async function publishDemoMedia(app: FastifyInstance, signal: AbortSignal) {
  const cacheRoot = demoMediaCache(app);
  for (const clip of allDemoClips) {
    const asset = mediaAsset('lessons', clip.key);
    if ((await app.mediaStorage.sizeOf(mediaFileKey(asset, 'master.m3u8'))) !== null) continue;
    await storeHlsSet(app.mediaStorage, asset, await renderedClip(app, clip, cacheRoot, signal));
  }
}
