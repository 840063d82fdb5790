import {
  checkUserPrivilege,
  vipRightsOfTag,
  fansList,
  follow,
  followList,
  getAvatarLists,
  getCategoryList,
  getUserCount,
  getUserPoster,
  posterTypes,
  profile,
  saveCategoryList,
} from '@vce/contract/account-profile';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { loginTip, vipTip } from './permission-tip-service';
import { AppError } from '../../platform/errors';
import { originOf } from '../../platform/request-info';
import { listAvatarOptions } from './avatars';
import { renderPostPoster, renderUserPoster } from './poster';
import { readPostCard } from '../community/post-service';
import { setFollow } from './follow-service';
import { checkPrivilege, saveFollowedProducts, updateProfile } from './profile-service';
import { countFollows, listFollowedProducts, listFollowPage } from './profile-store';
import { findUserById } from './store';

/** The profile wizard, profile edit and the personal area's counts and lists (spec 000 §7). */
export function registerProfileRoutes(app: FastifyInstance) {
  registerCall(app, profile, async ({ body, userId, request }) => {
    await updateProfile({ app, userId, origin: originOf(request), changes: body });
    return new Answer(null, msg.profileUpdated);
  });
  registerCall(app, getUserCount, ({ userId }) => countFollows(app.db, userId));
  registerCall(app, followList, ({ body, userId }) =>
    listFollowPage(app.db, { userId, direction: 'following', ...body }),
  );
  registerCall(app, fansList, ({ body, userId }) => listFollowPage(app.db, { userId, direction: 'fans', ...body }));
  registerCall(
    app,
    follow,
    ({ body, userId }) => setFollow({ app, userId, targetId: body.user_id, cancel: body.cancel }),
    {
      rateLimit: { max: 60, timeWindow: 60_000 },
    },
  );
  registerCall(app, getAvatarLists, async () => (await listAvatarOptions(app)).map((url) => ({ url })));
  registerCall(app, saveCategoryList, async ({ body, userId }) => {
    await saveFollowedProducts({ app, userId, typeText: body.type_text });
    return new Answer(null, msg.symbolsSaved);
  });
  registerCall(app, getCategoryList, ({ userId }) => listFollowedProducts(app.db, userId));
  registerCall(app, checkUserPrivilege, async ({ body, userId }) => {
    const hasPrivilege = await checkPrivilege({ app, userId, tag: body.tag });
    const tip = hasPrivilege ? null : userId === null ? loginTip() : vipTip(vipRightsOfTag[body.tag] ?? 1);
    return { has_privilege: hasPrivilege ? (1 as const) : (0 as const), tag: body.tag, tip };
  });
  registerCall(app, getUserPoster, async ({ body, userId, request }) => {
    if (!(posterTypes as readonly number[]).includes(body.type)) throw AppError.reject('posterTypeInvalid');
    const user = await findUserById(app.db, userId);
    if (!user) throw AppError.needLogin();
    const origin = originOf(request);
    if (body.type === 1) return renderUserPoster({ app, user, origin });
    if (body.post_id === undefined) throw AppError.reject('postUnknown');
    return renderPostPoster({ app, user, origin, post: await readPostCard(app, body.post_id) });
  });
}
