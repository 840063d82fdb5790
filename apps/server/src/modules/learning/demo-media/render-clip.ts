import type { Bar } from '@vce/market-core/bar';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { drawChartFrame, FRAME_HEIGHT, FRAME_WIDTH } from './chart-frames';
import type { DemoClip } from './demo-clips';
import { hlsOutputArgs, type Rendition, scaledRenditions } from '../hls-output';

const FPS = 10;
/** The font Debian's fonts-noto-cjk installs, found by fontconfig. */
const FONT = 'Noto Sans CJK SC';

/** The demo lessons' renditions (the player's 清晰度 menu). */
export const renditions: readonly Rendition[] = [
  { name: '360p', width: 640, height: 360, bitrate: '400k' },
  { name: '240p', width: 426, height: 240, bitrate: '160k' },
];

/**
 * ffmpeg's filters for a clip: the title at the top, a demo label, and each caption in its time on a
 * band at the bottom. Texts go through files, so no character of theirs needs escaping.
 */
async function textFilters(clip: DemoClip, dir: string) {
  const texts = [clip.title, '演示课程 · 行情为vce模拟数据', ...clip.captions.map((caption) => caption.text)];
  const files = await Promise.all(
    texts.map(async (text, i) => {
      const file = path.join(dir, `text-${i}.txt`);
      await fs.writeFile(file, text);
      return file;
    }),
  );
  const draw = (file: string, options: string) => `drawtext=font='${FONT}':textfile='${file}':${options}`;
  const [title, label, ...captions] = files;
  return [
    draw(title!, 'x=36:y=20:fontsize=24:fontcolor=white'),
    draw(label!, 'x=w-text_w-36:y=26:fontsize=14:fontcolor=0xF0C440'),
    ...clip.captions.map((caption, i) =>
      draw(
        captions[i]!,
        `x=(w-text_w)/2:y=h-42:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8:enable='between(t,${caption.from},${caption.to})'`,
      ),
    ),
  ].join(',');
}

/**
 * Renders a clip into `outDir` as HLS: `master.m3u8` naming each rendition's `index.m3u8` and its
 * 2-second segments. The frames are drawn here and piped raw to ffmpeg (Debian's), which writes the
 * texts and encodes H.264.
 */
export async function renderClip(clip: DemoClip, bars: readonly Bar[], outDir: string, signal: AbortSignal) {
  const textDir = `${outDir}.texts`;
  await Promise.all([fs.mkdir(textDir, { recursive: true }), fs.mkdir(outDir, { recursive: true })]);
  const texts = `[0:v]${await textFilters(clip, textDir)},format=yuv420p[texts]`;
  const filter = `${texts};${scaledRenditions('texts', renditions, (r) => `${r.width}:${r.height}`)}`;
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...[
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${FRAME_WIDTH}x${FRAME_HEIGHT}`,
      '-r',
      String(FPS),
      '-i',
      'pipe:0',
    ],
    ...['-filter_complex', filter],
    ...hlsOutputArgs(outDir, renditions, { audio: false }),
  ];
  const ffmpeg = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'], signal });
  // A missing ffmpeg or an abort is an 'error' before 'close'; the exit code below says it failed.
  ffmpeg.on('error', () => {});
  ffmpeg.stdin.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
  let errors = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    const count = clip.seconds * FPS;
    const shownFirst = Math.min(bars.length, 20);
    for (let index = 0; index < count && ffmpeg.exitCode === null && !signal.aborted; index++) {
      const frame = drawChartFrame(bars, { index, count, shownFirst });
      if (!ffmpeg.stdin.write(frame)) await Promise.race([once(ffmpeg.stdin, 'drain'), exited]);
    }
    ffmpeg.stdin.end();
    const code = await exited;
    if (code !== 0) throw new Error(`ffmpeg failed rendering ${clip.key}: ${errors.trim().slice(0, 500)}`);
  } finally {
    await fs.rm(textDir, { recursive: true, force: true });
  }
}
