import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { mediaFileKey } from './media-addresses';

/** A rendition a lesson offers (the player's 清晰度 menu): a variant of the master playlist. */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  bitrate: string;
}

/**
 * ffmpeg's output arguments for a video-on-demand HLS set in `outDir`: the filter graph's `[v<i>]`
 * outputs (and the input's first audio stream beside each, when `audio`) encoded H.264 (AAC) in
 * 2-second segments under `<rendition>/`, with `master.m3u8` naming each rendition's `index.m3u8`.
 * A key frame every 2 seconds whatever the frame rate, so every segment starts with one.
 */
export function hlsOutputArgs(outDir: string, renditions: readonly Rendition[], options: { audio: boolean }) {
  const streams = renditions.map((rendition, i) => `v:${i},${options.audio ? `a:${i},` : ''}name:${rendition.name}`);
  return [
    ...renditions.flatMap((_, i) => ['-map', `[v${i}]`, ...(options.audio ? ['-map', '0:a:0'] : [])]),
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-force_key_frames', 'expr:gte(t,n_forced*2)', '-sc_threshold', '0'],
    ...renditions.flatMap((rendition, i) => [`-b:v:${i}`, rendition.bitrate]),
    ...(options.audio ? ['-c:a', 'aac', '-b:a', '96k', '-ac', '2'] : []),
    ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(outDir, '%v', 'seg%03d.ts')],
    ...['-master_pl_name', 'master.m3u8'],
    ...['-var_stream_map', streams.join(' ')],
    path.join(outDir, '%v', 'index.m3u8'),
  ];
}

/** The graph's tail splitting `[<input>]` into each rendition's scaled `[v<i>]`. */
export const scaledRenditions = (input: string, renditions: readonly Rendition[], scale: (r: Rendition) => string) =>
  `[${input}]split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')};` +
  renditions.map((rendition, i) => `[s${i}]scale=${scale(rendition)}[v${i}]`).join(';');

/** Every file under a directory, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Puts an HLS set made in `dir` into the media storage under `asset`: segments and rendition
 * playlists first, the master playlist last, so a player is offered the set only once it is whole.
 */
export async function storeHlsSet(storage: MediaStorage, asset: string, dir: string) {
  const files = (await filesUnder(dir)).sort((a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'));
  for (const file of files) await storage.putFile(mediaFileKey(asset, file), path.join(dir, file));
}
