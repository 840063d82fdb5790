import {
  addPost,
  boardInfo,
  deletePost,
  editPost,
  followBoard,
  myPostList,
  postDetail,
  postList,
} from '@vce/contract/community';
import { addComment, commentList, commentReplies, deleteComment } from '@vce/contract/community-comments';
import { like } from '@vce/contract/community-likes';
import { userFollowList, userInfo, userPostList } from '@vce/contract/community-members';
import { userVote } from '@vce/contract/community-polls';
import { keyNewsletterList, readKeyNewsletters } from '@vce/contract/community-newsletters';
import { acceptAnswer } from '@vce/contract/community-questions';
import { report } from '@vce/contract/community-reports';
import { deleteHistory, favourite, favouriteList, historyList } from '@vce/contract/community-reading';
import { followTopic, topicDetails, topicList } from '@vce/contract/community-topics';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { scheduleLeaderJob } from '../../platform/leader-job';
import { addComment as writeComment, deleteMyComment, readReplies, readThreads } from './comment-service';
import { likeTarget } from './like-service';
import { grantHonoursOnDeeds } from './members/honour-rules';
import { readMember, readMemberFollows } from './members/member-service';
import { markKeyNewslettersRead, readKeyNewsletters as readNewsletters } from './newsletters/newsletter-service';
import { vote } from './polls/poll-service';
import { reportContent } from './reports/report-service';
import { acceptAnswer as accept, refundDueQuestions } from './questions/question-service';
import { favouritePost, forgetHistory, readFavourites, readHistory } from './reading/reading-service';
import { followTopic as setTopicFollow, readTopic, readTopics } from './topics/topic-service';
import { editMyPost } from './post-editing';
import { followBoard as followProductBoard, readBoard } from './board-service';
import { deleteMyPost, publishPost, readAuthorPosts, readFeed, readPost } from './post-service';

/**
 * Per client IP, beside each user's own limits (write-limits.ts): a burst from one address that
 * spreads over many accounts (docs/decisions.md "Community limits").
 */
const perIp = {
  comment: { max: 30, timeWindow: 60_000 },
  like: { max: 120, timeWindow: 60_000 },
  vote: { max: 60, timeWindow: 60_000 },
  report: { max: 20, timeWindow: 60_000 },
};

/** How often questions past their deadline are looked for: a bounty goes back within this of it. */
const questionRefundsEveryMs = 10 * 60_000;

/**
 * 期友社区: posts (writing one is the daily task 期友社区发帖), the feeds, comments and replies, likes,
 * members' pages and the honours their deeds earn.
 */
export async function communityRoutes(app: FastifyInstance) {
  grantHonoursOnDeeds(app);
  scheduleLeaderJob(app, {
    name: 'community.question-refunds',
    intervalMs: questionRefundsEveryMs,
    run: () => refundDueQuestions(app),
  });
  registerCall(app, addPost, async ({ body, userId }) => ({ id: await publishPost({ app, userId, ...body }) }));
  registerCall(app, postList, ({ body, userId }) => readFeed({ app, ...body, userId }), { hotWhenAtHand: true });
  registerCall(app, boardInfo, ({ body, userId }) => readBoard({ app, symbol: body.symbol, userId }));
  registerCall(app, followBoard, ({ body, userId }) => followProductBoard({ app, userId, ...body }));
  registerCall(app, myPostList, ({ body, userId }) => readAuthorPosts({ app, ...body, userId }));
  registerCall(app, postDetail, ({ body, userId }) => readPost({ app, id: body.id, userId }));
  registerCall(app, editPost, ({ body, userId }) => editMyPost({ app, userId, ...body }));
  registerCall(app, deletePost, ({ body, userId }) => deleteMyPost({ app, userId, id: body.id }));

  registerCall(
    app,
    addComment,
    ({ body, userId }) =>
      writeComment({
        app,
        userId,
        postId: body.post_id,
        content: body.content,
        parentId: body.parent_id,
        mentionIds: body.mention_ids,
      }),
    { rateLimit: perIp.comment },
  );
  registerCall(app, commentList, ({ body, userId }) => readThreads({ app, ...body, postId: body.post_id, userId }), {
    hotWhenAtHand: true,
  });
  registerCall(app, commentReplies, ({ body, userId }) =>
    readReplies({ app, ...body, threadId: body.comment_id, userId }),
  );
  registerCall(app, deleteComment, ({ body, userId }) => deleteMyComment({ app, userId, id: body.id }));
  registerCall(app, like, ({ body, userId }) => likeTarget({ app, userId, ...body }), { rateLimit: perIp.like });

  registerCall(app, userInfo, ({ body, userId }) => readMember({ app, id: body.id, viewerId: userId }));
  registerCall(app, userPostList, ({ body }) => readAuthorPosts({ app, ...body, userId: body.user_id }));
  registerCall(app, userFollowList, ({ body }) => readMemberFollows({ app, ...body, userId: body.user_id }));
  registerCall(
    app,
    userVote,
    ({ body, userId }) => vote({ app, userId, postId: body.post_id, optionIds: body.option_ids }),
    { rateLimit: perIp.vote },
  );
  registerCall(app, favourite, ({ body, userId }) =>
    favouritePost({ app, userId, postId: body.post_id, cancel: body.cancel }),
  );
  registerCall(app, favouriteList, ({ body, userId }) => readFavourites({ app, ...body, userId }));
  registerCall(app, historyList, ({ body, userId }) => readHistory({ app, ...body, userId }));
  registerCall(app, deleteHistory, ({ body, userId }) => forgetHistory({ app, userId, postId: body.post_id }));
  registerCall(app, keyNewsletterList, ({ body, userId }) => readNewsletters({ app, userId, ...body }));
  registerCall(app, readKeyNewsletters, ({ userId }) => markKeyNewslettersRead({ app, userId }));
  registerCall(app, topicList, ({ body, userId }) => readTopics({ app, ...body, userId }));
  registerCall(app, topicDetails, ({ body, userId }) => readTopic({ app, id: body.id, userId }));
  registerCall(app, followTopic, ({ body, userId }) => setTopicFollow({ app, userId, ...body }));
  registerCall(
    app,
    report,
    async ({ body, userId }) => new Answer({ id: await reportContent({ app, userId, ...body }) }, msg.reportReceived),
    {
      rateLimit: perIp.report,
    },
  );
  registerCall(app, acceptAnswer, ({ body, userId }) => accept({ app, userId, commentId: body.comment_id }));
}
