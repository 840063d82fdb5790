import { addPost, deletePost, myPostList, postDetail, postList } from '@vce/contract/community';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import { deleteMyPost, publishPost, readPost, readPostPage } from './post-service';

/** 期友社区's posts: writing one (the daily task 期友社区发帖), the latest feed, a post's page, one's own posts. */
export async function communityRoutes(app: FastifyInstance) {
  registerCall(app, addPost, async ({ body, userId }) => ({ id: await publishPost({ app, userId, ...body }) }));
  registerCall(app, postList, ({ body }) => readPostPage({ app, ...body }));
  registerCall(app, myPostList, ({ body, userId }) => readPostPage({ app, ...body, userId }));
  registerCall(app, postDetail, ({ body, userId }) => readPost({ app, id: body.id, userId }));
  registerCall(app, deletePost, ({ body, userId }) => deleteMyPost({ app, userId, id: body.id }));
}
