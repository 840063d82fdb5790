import { limits } from '@vce/contract/limits';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { taskClaims, tasks } from '../../../db/schema/commerce-tasks';
import type { Db } from '../../../platform/db';
import { inTransaction } from '../../../platform/transaction';
import { AppError } from '../../../platform/errors';
import { shanghaiDay } from '../../../platform/request-info';
import { creditBalance } from '../wallet/wallet-store';
import { taskDetectors } from './task-detectors';
import { recordTaskDone } from './task-store';

type TaskRow = typeof tasks.$inferSelect;

/** The period a claim belongs to: the Beijing day for a daily task, `once` for the others. */
const periodKeyOf = (task: TaskRow, day: string) => (task.period === 'daily' ? day : 'once');

/** Tasks the server can tell are done, daily ones first. */
async function listKnownTasks(db: Db) {
  const rows = await db.select().from(tasks).where(eq(tasks.enabled, true)).orderBy(asc(tasks.sort), asc(tasks.id));
  return rows.filter((task) => Object.hasOwn(taskDetectors, task.code));
}

/** The visit the page reports on load; other tasks are judged by the server, never claimed by a client. */
export async function recordPageVisit(input: {
  app: FastifyInstance;
  userId: number;
  type: number;
  deviceInfo: string;
}) {
  if (input.type !== limits.finishTaskType) throw AppError.reject('taskTypeInvalid');
  const { userId, type, deviceInfo } = input;
  await recordTaskDone(input.app.db, { userId, type, deviceInfo, day: shanghaiDay() });
}

/** The caller's tasks: each done in its period or not, and its reward claimed or not. */
export async function readTaskList(input: { app: FastifyInstance; userId: number }) {
  const { db } = input.app;
  const day = shanghaiDay();
  const known = await listKnownTasks(db);
  const claims = known.length
    ? await db
        .select({ taskId: taskClaims.taskId, periodKey: taskClaims.periodKey })
        .from(taskClaims)
        .where(
          and(
            eq(taskClaims.userId, input.userId),
            inArray(
              taskClaims.taskId,
              known.map((task) => task.id),
            ),
            inArray(taskClaims.periodKey, [day, 'once']),
          ),
        )
    : [];
  // Each task's own question, asked together.
  const list = await Promise.all(
    known.map(async (task) => ({
      id: task.id,
      code: task.code,
      title: task.title,
      description: task.description,
      period: task.period as 'daily' | 'once',
      points: task.points,
      link: task.link,
      done: await taskDetectors[task.code]!({ db, userId: input.userId, day }),
      received: claims.some((claim) => claim.taskId === task.id && claim.periodKey === periodKeyOf(task, day)),
    })),
  );
  return { list };
}

/**
 * Claims a done task's V粒 for this period: the claim row (unique per user, task and period) and the
 * V粒 with its ledger row in one transaction, so concurrent claims grant once.
 */
export async function receiveTaskReward(input: { app: FastifyInstance; userId: number; taskId: number }) {
  const { app, userId } = input;
  const day = shanghaiDay();
  const [task] = await app.db.select().from(tasks).where(eq(tasks.id, input.taskId));
  const detector = task && Object.hasOwn(taskDetectors, task.code) ? taskDetectors[task.code] : undefined;
  if (!task?.enabled || !detector) throw AppError.reject('taskUnknown');
  if (!(await detector({ db: app.db, userId, day }))) throw AppError.reject('taskNotDone');
  const money = await inTransaction(app.db, async (tx) => {
    const claimed = await tx
      .insert(taskClaims)
      .values({ userId, taskId: task.id, periodKey: periodKeyOf(task, day), points: task.points })
      .onConflictDoNothing()
      .returning({ id: taskClaims.id });
    if (!claimed.length) throw AppError.reject('taskReceived');
    const note = `任务奖励：${task.title}`;
    const balance = await creditBalance(tx, { userId, currency: 'vli', amount: task.points, kind: 'task', note });
    await app.events.publish(tx, 'wallet.changed', { userId });
    return balance;
  });
  return { points: task.points, money };
}
