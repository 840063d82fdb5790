import { finishTask, receiveTask, taskList } from '@vce/contract/commerce-tasks';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../../platform/calls';
import { subscribeTaskEvents } from './task-events';
import { readTaskList, receiveTaskReward, recordPageVisit } from './task-service';

/** 任务中心: tasks that earn V粒, the page's visit report, and claiming their rewards. */
export function taskRoutes(app: FastifyInstance) {
  subscribeTaskEvents(app);
  registerCall(app, finishTask, async ({ body, userId }) => {
    await recordPageVisit({ app, userId, type: body.type, deviceInfo: body.device_info ?? '' });
    return null;
  });
  registerCall(app, taskList, ({ userId }) => readTaskList({ app, userId }));
  registerCall(
    app,
    receiveTask,
    async ({ userId, body }) =>
      new Answer(await receiveTaskReward({ app, userId, taskId: body.task_id }), msg.taskRewardReceived),
  );
}
