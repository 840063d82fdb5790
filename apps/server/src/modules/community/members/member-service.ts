import type { MemberInfo } from '@vce/contract/community-members';
import type { FastifyInstance } from 'fastify';
import { readFollowPage, readMemberProfile } from '../../account/follow-service';
import { AppError } from '../../../platform/errors';
import { unixSeconds } from '../../../platform/unix-time';
import { listHonours, readAuthorCounts } from './honour-store';
import { readHonourTexts } from './honour-texts';

/** A member's page: who they are (account's), their honours and what they wrote and received (community's). */
export async function readMember(input: {
  app: FastifyInstance;
  id: number;
  viewerId: number | null;
}): Promise<MemberInfo> {
  const { app, id, viewerId } = input;
  const [profile, honours, counts, texts] = await Promise.all([
    readMemberProfile(app, { userId: id, viewerId }),
    listHonours(app.db, id),
    readAuthorCounts(app.db, id),
    readHonourTexts(app),
  ]);
  if (!profile) throw AppError.reject('memberUnknown');
  const { joinedAt, ...shown } = profile;
  return {
    ...shown,
    honorLists: honours.map((key) => texts[key]),
    post_count: counts.postCount,
    like_count: counts.likeCount,
    is_me: viewerId === id,
    join_time: unixSeconds(joinedAt),
  };
}

/** Whom a member follows or who follows them; an unknown member has no lists. */
export async function readMemberFollows(input: {
  app: FastifyInstance;
  userId: number;
  type: 'follow' | 'fans';
  page: number;
  limit: number;
}) {
  const { app, userId, type, page, limit } = input;
  const direction = type === 'follow' ? 'following' : 'fans';
  return readFollowPage(app.db, { userId, direction, page, limit });
}
