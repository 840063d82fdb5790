import { addCircleComment, addCirclePost, circleComments, circleFeed, likeCirclePost } from '@vce/contract/live-circle';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import {
  addCircleCommentFor,
  likeCirclePostFor,
  publishCirclePost,
  readCircleComments,
  readCircleFeed,
} from './circle-service';

/** The circle: the teachers' feed, their posts, and members' comments and likes. */
export function circleRoutes(app: FastifyInstance) {
  registerCall(app, circleFeed, ({ body, userId }) => readCircleFeed(app, { userId, ...body }));
  registerCall(app, addCirclePost, ({ body, userId }) =>
    publishCirclePost(app, {
      userId,
      kind: body.kind,
      content: body.content,
      images: body.images,
      symbols: body.symbols,
      membersOnly: body.members_only,
    }),
  );
  registerCall(app, circleComments, ({ body, userId }) =>
    readCircleComments(app, { userId, postId: body.post_id, page: body.page, limit: body.limit }),
  );
  registerCall(app, addCircleComment, ({ body, userId }) =>
    addCircleCommentFor(app, { userId, postId: body.post_id, content: body.content }),
  );
  registerCall(app, likeCirclePost, ({ body, userId }) =>
    likeCirclePostFor(app, { userId, postId: body.post_id, cancel: body.cancel }),
  );
}
