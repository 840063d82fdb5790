import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import { courseLessons } from '../../../db/schema/learning';
import { lessonVideoJobs } from '../../../db/schema/learning-video-jobs';
import type { Db } from '../../../platform/db';

export type VideoJobRow = typeof lessonVideoJobs.$inferSelect;

/** A job the transcoder has not written to for this long is taken to be left by a process that died. */
const abandonedAfterMs = 2 * 60_000;

/** Whether a job of the lesson is waiting or being made (a new upload waits for it). */
export async function hasJobInProgress(db: Db, lessonId: number) {
  const rows = await db
    .select({ id: lessonVideoJobs.id })
    .from(lessonVideoJobs)
    .where(and(eq(lessonVideoJobs.lessonId, lessonId), inArray(lessonVideoJobs.state, ['queued', 'transcoding'])))
    .limit(1);
  return rows.length > 0;
}

export const insertVideoJob = async (tx: Db, job: typeof lessonVideoJobs.$inferInsert) =>
  (await tx.insert(lessonVideoJobs).values(job).returning())[0]!;

export const findVideoJobs = (db: Db, ids: number[]) =>
  db.select().from(lessonVideoJobs).where(inArray(lessonVideoJobs.id, ids)).orderBy(asc(lessonVideoJobs.id));

/**
 * Takes the oldest job waiting (or one a dead process left half made) for this transcoder: marked
 * `transcoding`, its heartbeat now. Only the elected transcoder calls it, one job at a time.
 */
export async function claimNextJob(db: Db) {
  const [next] = await db
    .select({ id: lessonVideoJobs.id })
    .from(lessonVideoJobs)
    .where(
      or(
        eq(lessonVideoJobs.state, 'queued'),
        and(
          eq(lessonVideoJobs.state, 'transcoding'),
          lt(lessonVideoJobs.updatedAt, new Date(Date.now() - abandonedAfterMs)),
        ),
      ),
    )
    .orderBy(asc(lessonVideoJobs.id))
    .limit(1);
  if (!next) return null;
  const [claimed] = await db
    .update(lessonVideoJobs)
    .set({ state: 'transcoding', progress: 0, updatedAt: new Date() })
    .where(eq(lessonVideoJobs.id, next.id))
    .returning();
  return claimed ?? null;
}

/** The transcoder's percent, which is also its heartbeat. */
export const recordProgress = (db: Db, id: number, progress: number) =>
  db.update(lessonVideoJobs).set({ progress, updatedAt: new Date() }).where(eq(lessonVideoJobs.id, id));

export const failJob = (db: Db, id: number, error: string) =>
  db.update(lessonVideoJobs).set({ state: 'failed', error, updatedAt: new Date() }).where(eq(lessonVideoJobs.id, id));

/** The job done: the lesson plays its new files from now on (its earlier ones stay for players mid-way). */
export async function completeJob(tx: Db, job: VideoJobRow) {
  await tx
    .update(lessonVideoJobs)
    .set({ state: 'ready', progress: 100, updatedAt: new Date() })
    .where(eq(lessonVideoJobs.id, job.id));
  await tx
    .update(courseLessons)
    .set({ mediaKey: job.mediaKey, durationSeconds: job.durationSeconds })
    .where(eq(courseLessons.id, job.lessonId));
}
