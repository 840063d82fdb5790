import type { FastifyInstance } from 'fastify';
import { readFollowCounts } from '../../account/follow-service';
import { countAcceptedAnswers } from '../questions/question-store';
import { grantHonour, readAuthorCounts } from './honour-store';

/** What earns the honours of `honourRules` (docs/decisions.md "Community members and honours"). */
export const honourThresholds = { likes: 100, streakDays: 7, fans: 50, acceptedAnswers: 3 };

/**
 * Grants honours as the deeds happen, each in the consumer's own transaction after the deed's commit
 * (never by a nightly scan): the first post, the hundredth like received, the third accepted answer,
 * a week's sign-in streak, the fiftieth fan. A grant is once per member and honour however often an event is delivered.
 */
export function grantHonoursOnDeeds(app: FastifyInstance) {
  app.events.committed('post.created', 'community.honour.first-post', async ({ userId }, tx) => {
    await grantHonour(tx, { userId, honour: 'first_post' });
  });
  app.events.committed('like.added', 'community.honour.likes', async ({ authorId }, tx) => {
    if ((await readAuthorCounts(tx, authorId)).likeCount >= honourThresholds.likes)
      await grantHonour(tx, { userId: authorId, honour: 'hundred_likes' });
  });
  app.events.committed(
    'signin.done',
    'community.honour.streak',
    async ({ userId }, tx) => grantHonour(tx, { userId, honour: 'sign_in_streak' }),
    { only: ({ streak }) => streak >= honourThresholds.streakDays },
  );
  app.events.committed('answer.accepted', 'community.honour.answers', async ({ answererId }, tx) => {
    if ((await countAcceptedAnswers(tx, answererId)) >= honourThresholds.acceptedAnswers)
      await grantHonour(tx, { userId: answererId, honour: 'good_answerer' });
  });
  app.events.committed('user.followed', 'community.honour.fans', async ({ followeeId }, tx) => {
    if ((await readFollowCounts(tx, followeeId)).fans_count >= honourThresholds.fans)
      await grantHonour(tx, { userId: followeeId, honour: 'popular' });
  });
}
