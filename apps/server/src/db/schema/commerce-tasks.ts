import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Tasks that earn V粒 (the personal area's 任务中心): daily ones and once-per-account ones. What counts
 * as done is the server's, per `code` (tasks/task-detectors.ts); operators edit titles, points, order,
 * and take a task off (`enabled` false: not listed, its reward not given).
 */
export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** daily | once (contract `TaskPeriod`). */
  period: text('period').notNull(),
  points: integer('points').notNull(),
  /** Where a user goes to do it (a path of the site). */
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Rewards claimed: one per user, task and period (the Beijing day for a daily task, `once` for the
 * others); the unique index makes a claim happen once however many arrive at once.
 */
export const taskClaims = pgTable(
  'task_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_claims_once_a_period').on(t.userId, t.taskId, t.periodKey),
    index('task_claims_user').on(t.userId),
  ],
);

/**
 * What users did towards the daily tasks, once per user, type (commerce/tasks/task-detectors.ts
 * `taskEventType`) and Beijing day: the page's visit report and the events of other areas.
 */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    type: integer('type').notNull(),
    /** Trading platforms reward a task once a day: the Shanghai calendar day it was done. */
    day: date('day', { mode: 'string' }).notNull(),
    deviceInfo: text('device_info'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_completions_once_a_day').on(t.userId, t.type, t.day)],
);
