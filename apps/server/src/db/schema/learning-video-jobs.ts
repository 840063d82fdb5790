import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { courseLessons } from './learning';

/**
 * A video uploaded for a lesson and its making into HLS (contract `videoJobStates`): the upload is
 * kept in the media storage (`sources/<sourceKey>`) until the transcoder, run by one process, has put
 * the renditions under `lessons/<mediaKey>/` and pointed the lesson at them. `updatedAt` is the
 * transcoder's heartbeat: a job left `transcoding` by a process that died is taken up again.
 */
export const lessonVideoJobs = pgTable(
  'lesson_video_jobs',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name').notNull(),
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull(),
    sourceKey: text('source_key').notNull(),
    mediaKey: text('media_key').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_video_jobs_lesson').on(t.lessonId, t.id), index('lesson_video_jobs_state').on(t.state, t.id)],
);
