import type { AdminTask, updateAdminTask } from '@vce/contract/admin-tasks';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';
import { shanghaiDay } from '../../../platform/request-info';
import { listTasksWithClaims, updateTaskRow } from './task-store';

/*
 * 任务, the console's door into the tasks of 任务中心: their words, V粒, link, order and whether they
 * are offered. What makes a task done is the server's (task-detectors.ts), so neither its code nor
 * its period is edited, and tasks are not added. The list and the claim read the table each time.
 */

export async function readTasksForConsole(app: FastifyInstance): Promise<AdminTask[]> {
  const rows = await listTasksWithClaims(app.db, shanghaiDay());
  return rows.map(({ task, today, total }) => ({
    id: task.id,
    code: task.code,
    period: task.period as AdminTask['period'],
    title: task.title,
    description: task.description,
    points: task.points,
    link: task.link,
    sort: task.sort,
    enabled: task.enabled,
    claims_today: today,
    claims_total: total,
  }));
}

/** Saves a task's fields; answers it before and after, and the list. */
export async function updateTask(app: FastifyInstance, input: z.output<(typeof updateAdminTask)['request']>) {
  const before = (await readTasksForConsole(app)).find((task) => task.id === input.id);
  const { id, ...columns } = input;
  if (!before || !(await updateTaskRow(app.db, id, columns))) throw AppError.reject('taskUnknown');
  const list = await readTasksForConsole(app);
  return { before, after: list.find((task) => task.id === id)!, list };
}
