import { taskCompletions } from '../../../db/schema/commerce-tasks';
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
