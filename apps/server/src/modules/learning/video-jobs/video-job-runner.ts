import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { scheduleLeaderJob } from '../../../platform/leader-job';
import { inTransaction } from '../../../platform/transaction';
import { storeHlsSet } from '../hls-output';
import { mediaAsset } from '../media-addresses';
import { probeVideo, transcodeToHls } from './transcode-video';
import { claimNextJob, completeJob, failJob, recordProgress, type VideoJobRow } from './video-job-store';
import { sourceFileKey, videoWorkDir } from './video-upload';

/** How often the elected transcoder looks for uploads waiting. */
const lookEveryMs = 2_000;
/** The percent is written at most this often (it is the job's heartbeat too). */
const progressEveryMs = 1_000;

/**
 * Makes one upload into HLS: the source fetched from the media storage, transcoded, its files stored
 * (segments first, the master playlist last, so the lesson is never pointed at half a set), then the
 * lesson pointed at them with the job ready, in one transaction. The source is deleted once used.
 */
async function transcodeJob(app: FastifyInstance, job: VideoJobRow, signal: AbortSignal) {
  const dir = path.join(videoWorkDir(app), `job-${job.id}`);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  try {
    const source = path.join(dir, 'source');
    await pipeline(await app.mediaStorage.read(sourceFileKey(job.sourceKey)), createWriteStream(source));
    const probe = await probeVideo(source);
    if (!probe) throw new Error('the stored upload is no longer a readable video');
    let lastWritten = 0;
    const out = path.join(dir, 'hls');
    await transcodeToHls(source, out, {
      probe,
      signal,
      onProgress: (percent) => {
        if (Date.now() - lastWritten < progressEveryMs) return;
        lastWritten = Date.now();
        void recordProgress(app.db, job.id, percent).catch(() => {});
      },
    });
    await storeHlsSet(app.mediaStorage, mediaAsset('lessons', job.mediaKey), out);
    await inTransaction(app.db, (tx) => completeJob(tx, job));
    await app.mediaStorage.remove(sourceFileKey(job.sourceKey));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Every upload waiting, one after another; a failed one is marked so, with the reason told to the editor. */
async function transcodeWaiting(app: FastifyInstance, signal: AbortSignal) {
  for (let job = await claimNextJob(app.db); job && !signal.aborted; job = await claimNextJob(app.db)) {
    try {
      await transcodeJob(app, job, signal);
      app.log.info({ job: job.id, lesson: job.lessonId }, 'lesson video transcoded');
    } catch (error) {
      // Stopped by a close: left `transcoding`, taken up again once its heartbeat is old.
      if (signal.aborted) return;
      app.log.warn({ err: error, job: job.id }, 'lesson video transcoding failed');
      await failJob(app.db, job.id, msg.videoTranscodeFailed);
      // The editor uploads again: this upload is of no more use.
      await app.mediaStorage.remove(sourceFileKey(job.sourceKey)).catch(() => {});
    }
  }
}

/** The lesson-video transcoder: run by one elected process (the work takes the machine's cores), stopped on close. */
export function scheduleVideoJobs(app: FastifyInstance) {
  const abort = new AbortController();
  // Registered before the leader job's own hook: ffmpeg is stopped before the job is waited for.
  app.addHook('preClose', async () => abort.abort());
  scheduleLeaderJob(app, {
    name: 'learning.video-jobs',
    intervalMs: lookEveryMs,
    run: () => transcodeWaiting(app, abort.signal),
  });
}
