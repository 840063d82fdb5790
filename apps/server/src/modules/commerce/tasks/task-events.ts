import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { shanghaiDay } from '../../../platform/request-info';
import { taskEventType } from './task-detectors';
import { recordTaskDone } from './task-store';

/** Marks today's task done in the transaction of what did it: the post and its task stand or fall together. */
const markDone = (tx: Db, userId: number, type: number) =>
  recordTaskDone(tx, { userId, type, day: shanghaiDay(), deviceInfo: 'pc' });

/** The daily tasks other areas finish, from their domain events. */
export function subscribeTaskEvents(app: FastifyInstance) {
  app.events.within('post.created', (tx, { userId }) => markDone(tx, userId, taskEventType.communityPost).then());
  app.events.within('assistant.answered', (tx, { userId }) => markDone(tx, userId, taskEventType.askAssistant).then());
  app.events.within('quota.search_used', async (tx, { userId, tag }) => {
    if (tag === 'bbas') await markDone(tx, userId, taskEventType.bbasDetail);
  });
}
