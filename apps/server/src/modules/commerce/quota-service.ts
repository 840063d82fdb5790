import { quotaPopupType, type SearchTag } from '@vce/contract/commerce-quota';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { shanghaiDay } from '../../platform/request-info';
import { countUses, isMember, useOnce } from './quota-store';

interface Caller {
  app: FastifyInstance;
  userId: number | null;
  uuid?: string;
}

const limitOf = (app: FastifyInstance, tag: SearchTag) =>
  tag === 'bbas' ? app.config.QUOTA_BBAS_FREE_DAILY : app.config.QUOTA_VIEW_DATA_FREE_DAILY;

function subjectOf({ userId, uuid }: Caller) {
  if (userId !== null) return `u:${userId}`;
  if (!uuid) throw AppError.reject('visitorIdMissing');
  return `v:${uuid}`;
}

/** Uses a free search of a symbol (docs/decisions.md "Free daily searches"). */
export async function useSearch(caller: Caller & { tag: SearchTag; symbol: string }) {
  const { app, tag } = caller;
  const limit = limitOf(app, tag);
  const popup_type = quotaPopupType[tag];
  if (caller.userId !== null && (await isMember(app.db, caller.userId))) {
    return { allowed: true, unlimited: true, limit, remaining: limit, popup_type };
  }
  const key = { day: shanghaiDay(), subject: subjectOf(caller), tag, symbol: caller.symbol, limit };
  const { allowed, used } = await useOnce(app.db, key);
  return { allowed, unlimited: false, limit, remaining: Math.max(0, limit - used), popup_type };
}

/** Today's free searches left of each kind. */
export async function readSearchCount(caller: Caller) {
  const member = caller.userId !== null && (await isMember(caller.app.db, caller.userId));
  const stateOf = async (tag: SearchTag) => {
    const limit = limitOf(caller.app, tag);
    if (member) return { unlimited: true, limit, remaining: limit };
    const used = await countUses(caller.app.db, { day: shanghaiDay(), subject: subjectOf(caller), tag });
    return { unlimited: false, limit, remaining: Math.max(0, limit - used) };
  };
  return { bbas: await stateOf('bbas'), view_data: await stateOf('view_data') };
}
