import { vipRightsOfTag } from '@vce/contract/account-profile';
import { limits } from '@vce/contract/limits';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { normaliseAvatar } from './avatars';
import { findExistingProductIds } from '../market/market-reads';
import { replaceFollowedProducts, updateUserProfile } from './profile-store';
import { findUserById } from './store';

/** Profile edit and wizard steps 1–2: only the fields sent change; avatars must be ours. */
export async function updateProfile(input: {
  app: FastifyInstance;
  userId: number;
  origin: string;
  changes: { nickname?: string; gender?: number; avatar?: string };
}) {
  const { app, changes } = input;
  let avatar: string | undefined;
  if (changes.avatar !== undefined) {
    avatar = (await normaliseAvatar({ app, avatar: changes.avatar, origin: input.origin })) ?? undefined;
    if (!avatar) throw AppError.reject('avatarInvalid');
  }
  await updateUserProfile(app.db, { userId: input.userId, nickname: changes.nickname, gender: changes.gender, avatar });
  await app.userCache.changed(input.userId);
}

/** Wizard step 3: comma-joined product ids, at most 6, all known; replaces the earlier choice. */
export async function saveFollowedProducts(input: { app: FastifyInstance; userId: number; typeText: string }) {
  const parts = input.typeText
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) throw AppError.reject('symbolUnknown');
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > limits.followedSymbolsMax) throw AppError.reject('tooManySymbols');
  const known = await findExistingProductIds(input.app.db, ids);
  if (known.length !== ids.length) throw AppError.reject('symbolUnknown');
  await replaceFollowedProducts(input.app.db, { userId: input.userId, productIds: ids });
}

/** Privilege by tag (docs/decisions.md "Accounts"): check_login, check_vip (an unexpired membership). */
export async function checkPrivilege(input: { app: FastifyInstance; userId: number | null; tag: string }) {
  if (input.tag === 'check_login') return input.userId !== null;
  if (input.tag in vipRightsOfTag) {
    if (input.userId === null) return false;
    const user = await findUserById(input.app.db, input.userId);
    return !!user?.vipExpiresAt && user.vipExpiresAt.getTime() > Date.now();
  }
  throw AppError.reject('privilegeTagUnknown');
}
