import { beijingInstant } from '@vce/market-core/calendar';
import { asc, count, eq, sql } from 'drizzle-orm';
import { taskClaims, taskCompletions, tasks } from '../../../db/schema/commerce-tasks';
import type { Db } from '../../../platform/db';

/** Records a task once per user, type and day; returns false when it was already done today. */
export async function recordTaskDone(db: Db, task: { userId: number; type: number; day: string; deviceInfo: string }) {
  const inserted = await db
    .insert(taskCompletions)
    .values(task)
    .onConflictDoNothing()
    .returning({ id: taskCompletions.id });
  return inserted.length > 0;
}

/** Every task (those taken off too) with the rewards claimed today and ever, in 任务中心's order. */
export function listTasksWithClaims(db: Db, today: string) {
  const dayStart = new Date(beijingInstant(today, '00:00')).toISOString();
  return db
    .select({
      task: tasks,
      today: sql<number>`count(${taskClaims.id}) filter (where ${taskClaims.createdAt} >= ${dayStart})`.mapWith(Number),
      total: count(taskClaims.id),
    })
    .from(tasks)
    .leftJoin(taskClaims, eq(taskClaims.taskId, tasks.id))
    .groupBy(tasks.id)
    .orderBy(asc(tasks.sort), asc(tasks.id));
}

export type TaskColumns = Pick<
  typeof tasks.$inferInsert,
  'title' | 'description' | 'points' | 'link' | 'sort' | 'enabled'
>;

/** Writes a task's editable fields; false when there is no such task. */
export async function updateTaskRow(db: Db, id: number, columns: TaskColumns) {
  const updated = await db.update(tasks).set(columns).where(eq(tasks.id, id)).returning({ id: tasks.id });
  return updated.length > 0;
}
