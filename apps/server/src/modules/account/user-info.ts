import type { UserInfo } from '@vce/contract/account';
import type { z } from 'zod';
import { Preserialized } from '../../platform/envelope';
import type { UserRow } from './store';

const levelImage = (level: number) => `/images/level/level-${level}.svg`;

const isMemberNow = (user: UserRow) => !!user.vipExpiresAt && user.vipExpiresAt.getTime() > Date.now();

/** The user as the client sees it (spec 000 §3): membership is derived from the expiry time. */
export function toUserInfo(user: UserRow, token: string, nextTipSeconds: number): z.input<typeof UserInfo> {
  const isVip = isMemberNow(user);
  const level = isVip ? user.vipLevel : 1;
  // The top tier (moneyLevel 5) is a kind of membership: it lapses with it (docs/decisions.md "Money").
  const moneyLevel = isVip ? user.moneyLevel : 1;
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    mobile: user.mobile ? `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}` : '',
    token,
    is_vip: isVip ? 1 : 0,
    money: (user.moneyCents / 100).toFixed(2),
    score: user.score,
    level: {
      level,
      isVip: isVip ? 1 : 0,
      moneyLevel,
      levelImage: levelImage(level),
      tagImage: isVip ? '/images/level/vip-tag.svg' : '',
      moneyLevelImage: moneyLevel > 1 ? `/images/level/money-${moneyLevel}.svg` : '',
      levelExpirationTime: user.vipExpiresAt ? Math.floor(user.vipExpiresAt.getTime() / 1000) : 0,
      nextTipTime: nextTipSeconds,
      isTrial: user.vipIsTrial ? 1 : 0,
    },
  };
}

/**
 * `/api/user/index`'s answer, serialised once per copy of the user's row (the user cache replaces the
 * copy on every change it is told of, and after its TTL) and per token, tip setting and membership
 * state: every page load asks for it, and serialising and compressing it each time cost a fifth of
 * the call's CPU (bench/). The envelope's bytes are made once a second (`Preserialized`).
 */
const userIndexAnswers = new WeakMap<UserRow, { key: string; answer: Preserialized }>();

export function userIndexAnswerOf(user: UserRow, token: string, nextTipSeconds: number) {
  const key = `${token} ${nextTipSeconds} ${isMemberNow(user)}`;
  const kept = userIndexAnswers.get(user);
  if (kept?.key === key) return kept.answer;
  const answer = Preserialized.of({ userinfo: toUserInfo(user, token, nextTipSeconds) });
  userIndexAnswers.set(user, { key, answer });
  return answer;
}
