import { paths } from '@vce/contract/routes';
import type { FastifyInstance } from 'fastify';
import { findUserDisplay, listFollowerIds } from '../account/account-service';
import { sendNoticeToEach } from './notice-service';

/**
 * Tells a teacher's followers of each circle post, once (in the consumer's transaction): a trading
 * note as `track_message`, any other post as `case`, both of type `circle_policy` (spec 000 §4).
 */
export function tellCircleFollowers(app: FastifyInstance) {
  app.events.committed('circle.posted', 'notices.circle', async (event, tx) => {
    const followers = await listFollowerIds(tx, event.userId);
    if (followers.length === 0) return;
    const teacher = (await findUserDisplay(tx, event.userId))?.nickname ?? '老师';
    const what = event.kind === 'trade' ? '实盘动态' : '圈子动态';
    await sendNoticeToEach({
      app,
      db: tx,
      userIds: followers,
      message: {
        type: 'circle_policy',
        message_type: event.kind === 'trade' ? 'track_message' : 'case',
        content: { content: `「${teacher}」发布了${what}：${event.excerpt}` },
      },
      link: paths.circle,
    });
  });
}
