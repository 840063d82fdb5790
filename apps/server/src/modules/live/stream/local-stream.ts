import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { lockDirectory } from '../../../platform/dir-lock';
import { shortCache } from '../../../platform/short-cache';
import { findLoopableDemoVideo } from '../../learning/demo-media/demo-video-service';

/** 2-second segments, six in the playlist: a player starts about three behind the edge (live-player). */
const SEGMENT_SECONDS = 2;
const PLAYLIST_SEGMENTS = 6;
const FPS = 10;
/** A room nobody has asked for this long stops being made. */
const IDLE_MS = 30_000;
/** How long a first viewer waits for the first segments before being told there is no stream yet. */
const FIRST_SEGMENTS_WAIT_MS = 15_000;
const FONT = 'Noto Sans CJK SC';
const PLAYLIST_MS = 500;

function touch(file: string) {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch {
    fs.writeFileSync(file, '');
  }
}

export const segmentNamePattern = /^seg\d{6}\.ts$/;

/**
 * The builtin live source: a room's stream made by this server (DESIGN.md §5 "live stream"), the
 * demo lesson's video looped (a dark frame until it is rendered) with the room's name, a demo label
 * and the current Beijing time burned in by Debian's ffmpeg, cut live into 2-second HLS segments. A
 * room's ffmpeg starts with its first viewer and stops when nobody has asked for 30 s. Processes of
 * one machine share LIVE_STREAM_DIR: the one holding a room's lock runs its ffmpeg, every one serves
 * its files, and a request to any of them keeps it going (the `last-request` file's time).
 */
export function createLocalStreams(app: FastifyInstance) {
  const root = app.config.LIVE_STREAM_DIR ?? path.join(app.config.dataDir, 'live-streams');
  const running = new Map<number, { ffmpeg: ChildProcess; release: () => void }>();
  const dirOf = (roomId: number) => path.join(root, `room-${roomId}`);
  const markOf = (roomId: number) => path.join(root, `room-${roomId}.last-request`);

  async function start(room: { id: number; name: string }) {
    const dir = dirOf(room.id);
    let release: () => void;
    try {
      release = lockDirectory(dir);
    } catch {
      return; // Another process of this machine makes it.
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    // Texts go through files: no character of theirs needs the filter's escaping (drawtext still
    // expands %{localtime}, whose own colons are escaped once).
    const title = path.join(dir, 'title.txt');
    fs.writeFileSync(title, `${room.name} · 演示直播（循环画面）`);
    const clock = path.join(dir, 'clock.txt');
    fs.writeFileSync(clock, '北京时间 %{localtime:%Y-%m-%d %H\\:%M\\:%S}');
    const source = await findLoopableDemoVideo(app);
    const input = source
      ? ['-re', '-stream_loop', '-1', '-i', source]
      : ['-re', '-f', 'lavfi', '-i', `color=c=0x141a26:s=640x360:r=${FPS}`];
    // The picture shrinks under a band of its own for the room and the clock, clear of the lesson's captions.
    const filters = [
      'scale=640:324',
      'pad=640:360:0:36:color=black',
      `drawtext=font='${FONT}':textfile='${title}':x=16:y=9:fontsize=18:fontcolor=white`,
      `drawtext=font='${FONT}':textfile='${clock}':x=w-text_w-16:y=9:fontsize=18:fontcolor=0xF0C440`,
    ].join(',');
    const args = [
      ...['-hide_banner', '-loglevel', 'error', ...input],
      ...['-vf', filters, '-an', '-r', String(FPS)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-b:v', '300k'],
      ...['-g', String(SEGMENT_SECONDS * FPS), '-keyint_min', String(SEGMENT_SECONDS * FPS), '-sc_threshold', '0'],
      ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', String(PLAYLIST_SEGMENTS)],
      ...['-hls_flags', 'delete_segments+program_date_time+omit_endlist+independent_segments'],
      ...['-hls_segment_filename', path.join(dir, 'seg%06d.ts'), path.join(dir, 'index.m3u8')],
    ];
    // The burned-in clock reads Beijing time whatever the machine's zone.
    const ffmpeg = spawn('ffmpeg', args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, TZ: 'Asia/Shanghai' },
    });
    let errors = '';
    ffmpeg.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    ffmpeg.on('error', () => {});
    ffmpeg.on('close', (code) => {
      if (running.get(room.id)?.ffmpeg === ffmpeg) running.delete(room.id);
      release();
      if (code && !ffmpeg.killed) app.log.warn({ roomId: room.id, code, errors }, 'live stream ffmpeg ended');
    });
    running.set(room.id, { ffmpeg, release });
  }

  const readPlaylist = (roomId: number) =>
    fs.promises.readFile(path.join(dirOf(roomId), 'index.m3u8'), 'utf8').catch(() => '');
  // Viewers poll every 2 s: the file is read at most twice a second, and the keep-alive mark written
  // at most once a second, per room and process.
  const playlists = shortCache<string>(PLAYLIST_MS);
  const markedAt = new Map<number, number>();
  const keepAlive = (roomId: number) => {
    if (Date.now() - (markedAt.get(roomId) ?? 0) < 1000) return;
    markedAt.set(roomId, Date.now());
    fs.mkdirSync(root, { recursive: true });
    touch(markOf(roomId));
  };
  const segmentsIn = (playlist: string) => playlist.split('\n').filter((line) => segmentNamePattern.test(line)).length;

  const sweep = setInterval(() => {
    for (const [roomId, stream] of running) {
      const lastRequest = fs.statSync(markOf(roomId), { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (Date.now() - lastRequest > IDLE_MS) stream.ffmpeg.kill('SIGTERM');
    }
  }, IDLE_MS / 3);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    for (const stream of running.values()) stream.ffmpeg.kill('SIGTERM');
  });

  return {
    /**
     * A room's live playlist, started if nobody was watching; it answers once two segments are there
     * (a player then starts near the live edge). Null when none comes (ffmpeg missing or failing).
     */
    async playlist(room: { id: number; name: string }) {
      keepAlive(room.id);
      const kept = playlists.fresh(String(room.id));
      if (kept !== undefined) return kept;
      if (!running.has(room.id)) await start(room);
      for (let waited = 0; waited <= FIRST_SEGMENTS_WAIT_MS; waited += 250) {
        const playlist = await playlists(String(room.id), () => readPlaylist(room.id));
        if (segmentsIn(playlist) >= 2) return playlist;
        playlists.clear();
        await sleep(250);
      }
      return null;
    },
    /** A segment's file, or null for a name that is not one of ours. */
    segmentPath: (roomId: number, name: string) =>
      segmentNamePattern.test(name) ? path.join(dirOf(roomId), name) : null,
  };
}

export type LocalStreams = ReturnType<typeof createLocalStreams>;
