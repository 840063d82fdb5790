import type { MultipartFile } from '@fastify/multipart';
import { lessonVideoLimits } from '@vce/contract/admin-courses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { type CourseScope, isInScope } from '../course-editing/course-scope-service';
import { findAnyCourse, findLessonForConsole, lockLesson } from '../course-editing/editing-store';
import { probeVideo } from './transcode-video';
import { hasJobInProgress, insertVideoJob } from './video-job-store';

/** Where uploads are written while they arrive and are checked, before the media storage takes them. */
export const videoWorkDir = (app: FastifyInstance) => path.join(app.config.dataDir, 'video-jobs');

/** The storage key of an upload kept for the transcoder (never served: `sources/` is no media kind). */
export const sourceFileKey = (sourceKey: string) => `sources/${sourceKey}/upload`;

/** The multipart's `lesson_id` field and its file, the file streamed to `target` as it arrives. */
async function receive(request: FastifyRequest, target: string) {
  let lessonId = 0;
  let file: MultipartFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field' && part.fieldname === 'lesson_id') lessonId = Number(part.value) || 0;
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || file) {
      part.file.resume();
      continue;
    }
    file = part;
    await pipeline(part.file, createWriteStream(target));
    if (part.file.truncated) throw AppError.reject('videoTooLarge');
  }
  if (!file) throw AppError.reject('videoUploadRequired');
  return { lessonId, fileName: file.filename.slice(-100) || 'video' };
}

/**
 * A lesson's new video: received to disk, checked by ffprobe (a video of at most 4 hours), kept in
 * the media storage and queued for the transcoder (video-job-runner.ts). One upload of a lesson at a
 * time: another is refused while one is waiting or being made.
 */
export async function receiveLessonVideo(
  app: FastifyInstance,
  request: FastifyRequest,
  { uploadedBy, scope }: { uploadedBy: number; scope: CourseScope },
) {
  if (!request.isMultipart()) throw AppError.reject('videoUploadRequired');
  const sourceKey = `upload-${randomBytes(8).toString('hex')}`;
  const dir = videoWorkDir(app);
  await fs.mkdir(dir, { recursive: true });
  const local = path.join(dir, `${sourceKey}.upload`);
  try {
    const { lessonId, fileName } = await receive(request, local);
    const lesson = lessonId > 0 ? await findLessonForConsole(app.db, lessonId) : null;
    const course = lesson && (await findAnyCourse(app.db, lesson.courseId));
    if (!lesson || !course || !isInScope(scope, course)) throw AppError.reject('adminLessonUnknown');
    if (lesson.kind !== 'video') throw AppError.reject('lessonNotVideo');
    const probe = await probeVideo(local);
    if (!probe) throw AppError.reject('videoInvalid');
    if (probe.durationSeconds > lessonVideoLimits.maxSeconds) throw AppError.reject('videoTooLong');
    if (await hasJobInProgress(app.db, lessonId)) throw AppError.reject('videoUploadBusy');
    const { size } = await fs.stat(local);
    await app.mediaStorage.putFile(sourceFileKey(sourceKey), local);
    return await inTransaction(app.db, async (tx) => {
      // The lesson's row lock: of two uploads at once, the second finds the first's job.
      await lockLesson(tx, lessonId);
      if (await hasJobInProgress(tx, lessonId)) throw AppError.reject('videoUploadBusy');
      return insertVideoJob(tx, {
        lessonId,
        uploadedBy,
        fileName,
        fileBytes: size,
        sourceKey,
        mediaKey: sourceKey,
        durationSeconds: Math.max(1, Math.round(probe.durationSeconds)),
      });
    }).catch(async (error: unknown) => {
      await app.mediaStorage.remove(sourceFileKey(sourceKey));
      throw error;
    });
  } finally {
    await fs.rm(local, { force: true });
  }
}
