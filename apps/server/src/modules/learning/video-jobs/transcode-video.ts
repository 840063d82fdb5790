import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { hlsOutputArgs, type Rendition, scaledRenditions } from '../hls-output';

/** An uploaded lesson's renditions, best first; those taller than the upload are left out (the last is always made). */
const uploadRenditions: readonly Rendition[] = [
  { name: '720p', width: 1280, height: 720, bitrate: '1800k' },
  { name: '360p', width: 640, height: 360, bitrate: '500k' },
];

export interface VideoProbe {
  durationSeconds: number;
  height: number;
  audio: boolean;
}

/** Runs a command to its end: its stdout, or an error with the start of its stderr. */
function run(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; onLine?: (line: string) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let out = '';
    let pending = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      out += options.onLine ? '' : text;
      if (!options.onLine) return;
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(options.onLine);
    });
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${errors.trim().slice(0, 500)}`)),
    );
  });
}

/**
 * What ffprobe finds in a file: its length, its picture's height and whether it has sound; null
 * when it holds no video stream or ffprobe cannot read it (not a video, or a damaged one).
 */
export async function probeVideo(file: string): Promise<VideoProbe | null> {
  try {
    const out = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,height', '-of', 'json', file],
    ]);
    const probe = JSON.parse(out) as {
      format?: { duration?: string };
      streams?: { codec_type?: string; height?: number }[];
    };
    const video = probe.streams?.find((stream) => stream.codec_type === 'video' && (stream.height ?? 0) > 0);
    const durationSeconds = Number(probe.format?.duration);
    if (!video || !(durationSeconds > 0)) return null;
    return {
      durationSeconds,
      height: video.height!,
      audio: probe.streams!.some((stream) => stream.codec_type === 'audio'),
    };
  } catch {
    return null;
  }
}

/**
 * Makes an uploaded video into HLS in `outDir` (hls-output.ts), telling its percent done as ffmpeg
 * reports the time it has reached (`-progress`). An abort stops ffmpeg.
 */
export async function transcodeToHls(
  source: string,
  outDir: string,
  input: { probe: VideoProbe; signal: AbortSignal; onProgress: (percent: number) => void },
) {
  const kept = uploadRenditions.filter((rendition) => rendition.height <= input.probe.height);
  const renditions = kept.length ? kept : uploadRenditions.slice(-1);
  await fs.mkdir(outDir, { recursive: true });
  // Even widths, the picture's own aspect: -2 asks the scaler for that.
  const filter = `[0:v]format=yuv420p[picture];${scaledRenditions('picture', renditions, (r) => `-2:${r.height}`)}`;
  const totalMicroseconds = input.probe.durationSeconds * 1e6;
  await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y', '-i', source],
      ...['-filter_complex', filter],
      ...hlsOutputArgs(outDir, renditions, { audio: input.probe.audio }),
    ],
    {
      signal: input.signal,
      onLine: (line) => {
        const [key, value] = line.split('=');
        if (key === 'out_time_us' && Number(value) > 0)
          input.onProgress(Math.min(99, Math.floor((Number(value) / totalMicroseconds) * 100)));
      },
    },
  );
}
