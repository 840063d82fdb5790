import { listAdminTasks, updateAdminTask } from '@vce/contract/admin-tasks';
import type { FastifyInstance } from 'fastify';
import { readTasksForConsole, updateTask } from '../commerce/tasks/task-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 任务: the tasks of 任务中心; each change audited with what changed. */
export function taskRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminTasks, async () => ({ list: await readTasksForConsole(app) }));
  registerAdminCall(app, updateAdminTask, async ({ body }) => {
    const { before, after, list } = await updateTask(app, body);
    return new Audited({ list }, { target: body.id, ...changedFields(before, after) });
  });
}
