import { receiveTask, taskList } from '@vce/contract/commerce-tasks';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../../platform/calls';
import { readTaskList, receiveTaskReward } from './task-service';

/** 任务中心: tasks that earn V粒 and claiming their rewards. */
export function taskRoutes(app: FastifyInstance) {
  registerCall(app, taskList, ({ userId }) => readTaskList({ app, userId }));
  registerCall(
    app,
    receiveTask,
    async ({ userId, body }) =>
      new Answer(await receiveTaskReward({ app, userId, taskId: body.task_id }), msg.taskRewardReceived),
  );
}
