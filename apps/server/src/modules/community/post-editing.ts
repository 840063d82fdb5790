import { POST_EDIT_HOURS, postEditClosed } from '@vce/contract/community';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { postRow, preparePost } from './post-content';
import { forgetGuestPages } from './guest-pages';
import { lockOwnPost, updatePost } from './post-store';

/** Whether a post published at `createdAt` may still be edited by its author. */
const isEditable = (createdAt: Date, now = Date.now()) => now - createdAt.getTime() < POST_EDIT_HOURS * 3_600_000;

/**
 * Its author edits a live post within `POST_EDIT_HOURS` of publishing: the new body is prepared as a
 * new post's is (sanitised, checked, tagged) and replaces the old with its products and topics.
 * Another's post, or one gone, is unknown to the caller.
 */
export async function editMyPost(input: {
  app: FastifyInstance;
  userId: number;
  id: number;
  title: string;
  content: string;
}) {
  const prepared = await preparePost(input.app.settings, input.title, input.content);
  await inTransaction(input.app.db, async (tx) => {
    const post = await lockOwnPost(tx, { id: input.id, userId: input.userId });
    if (!post) throw AppError.reject('postUnknown');
    if (!isEditable(post.createdAt)) throw AppError.reject(postEditClosed);
    const row = await postRow(tx, prepared);
    await updatePost(tx, { id: input.id, ...row });
    await input.app.events.publish(tx, 'post.edited', {
      postId: input.id,
      userId: input.userId,
      topicIds: row.topicIds,
    });
  });
  forgetGuestPages(input.app);
  return { id: input.id };
}
