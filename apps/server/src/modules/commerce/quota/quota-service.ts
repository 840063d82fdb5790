import { type QuotaTag, quotaPopupType, quotaTagLabels, type SearchTag } from '@vce/contract/commerce-quota';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { shanghaiDay } from '../../../platform/request-info';
import { debitBalance } from '../wallet/wallet-store';
import { isMember } from '../vip/membership-service';
import { randomUUID } from 'node:crypto';
import { addBoughtUses, countUses, findExchangePrice, readBoughtUses, useOnce } from './quota-store';

interface Caller {
  app: FastifyInstance;
  userId: number | null;
  uuid?: string;
}

/** The site setting holding the free daily uses of each kind an operator set (quota-console-service.ts). */
export const FREE_DAILY_SETTING = 'quota_free_daily';
export type FreeDaily = Record<QuotaTag, number>;

/** Each kind's free uses per Beijing day: as an operator set them, else as the environment does. */
export async function readFreeDaily(app: FastifyInstance): Promise<FreeDaily> {
  const set = await app.settings.get<Partial<FreeDaily>>(FREE_DAILY_SETTING, {});
  return {
    bbas: set.bbas ?? app.config.QUOTA_BBAS_FREE_DAILY,
    view_data: set.view_data ?? app.config.QUOTA_VIEW_DATA_FREE_DAILY,
    ai: set.ai ?? app.config.QUOTA_AI_FREE_DAILY,
  };
}

const limitOf = async (app: FastifyInstance, tag: QuotaTag) => (await readFreeDaily(app))[tag];

function subjectOf({ userId, uuid }: Caller) {
  if (userId !== null) return `u:${userId}`;
  if (!uuid) throw AppError.reject('visitorIdMissing');
  return `v:${uuid}`;
}

/** Uses a free search of a symbol, or a bought one past them (docs/decisions.md "Free daily searches"). */
export async function useSearch(caller: Caller & { tag: SearchTag; symbol: string }) {
  const { app, tag, userId } = caller;
  const limit = await limitOf(app, tag);
  const popup_type = quotaPopupType[tag];
  const day = shanghaiDay();
  if (userId !== null && (await isMember(app.db, userId))) {
    await announceSearchUsed(app, { userId, tag, symbol: caller.symbol });
    const bought = await readBoughtUses(app.db, { userId, tag });
    return { allowed: true, unlimited: true, limit, remaining: limit, bought, popup_type };
  }
  const key = { day, subject: subjectOf(caller), tag, symbol: caller.symbol, limit, userId };
  const { allowed, used } = await useOnce(app.db, key);
  if (allowed && userId !== null) await announceSearchUsed(app, { userId, tag, symbol: caller.symbol });
  const bought = userId === null ? 0 : await readBoughtUses(app.db, { userId, tag });
  return { allowed, unlimited: false, limit, remaining: Math.max(0, limit - used), bought, popup_type };
}

/**
 * Takes one assistant question: members ask free; others spend one of today's free questions, then
 * a bought one. The use is recorded under a key of its own, so an answer that fails can give back
 * exactly this one when the answer fails (docs/decisions.md "The assistant"). `left` is what remains
 * after it, free and bought together.
 */
export async function takeQuestion(caller: Caller & { isMember: boolean }) {
  const { app, userId } = caller;
  if (caller.isMember) return { allowed: true, use: null, left: await countQuestionsLeft(caller) };
  const limit = await limitOf(app, 'ai');
  const use = { day: shanghaiDay(), subject: subjectOf(caller), tag: 'ai', symbol: `q:${randomUUID()}`, userId };
  const { allowed, used, isBought } = await useOnce(app.db, { ...use, limit });
  const bought = userId === null ? 0 : await readBoughtUses(app.db, { userId, tag: 'ai' });
  return { allowed, use: allowed ? { ...use, isBought } : null, left: Math.max(0, limit - used) + bought };
}

export type QuestionUse = NonNullable<Awaited<ReturnType<typeof takeQuestion>>['use']>;

/** Questions left to ask today: the free ones and the bought ones together (0 for a guest with no visitor id). */
export async function countQuestionsLeft(caller: Caller & { isMember: boolean }) {
  if (caller.userId === null && !caller.uuid) return 0;
  const state = await readQuotaState({ ...caller, tag: 'ai' });
  return state.remaining + state.bought;
}

/** Announces a signed-in user's search (an opened BBAS product is the daily task 查看BBAS品种分析). */
function announceSearchUsed(app: FastifyInstance, input: { userId: number; tag: SearchTag; symbol: string }) {
  return inTransaction(app.db, (tx) => app.events.publish(tx, 'quota.search_used', input));
}

/** What is left of one kind: today's free uses and the bought ones (members: unlimited). */
async function readQuotaState(caller: Caller & { tag: QuotaTag; isMember: boolean }) {
  const { app, tag, userId } = caller;
  const limit = await limitOf(app, tag);
  // Bought uses wait through a membership: they are there when it ends.
  const bought = userId === null ? 0 : await readBoughtUses(app.db, { userId, tag });
  if (caller.isMember) return { unlimited: true, limit, remaining: limit, bought };
  const used = await countUses(app.db, { day: shanghaiDay(), subject: subjectOf(caller), tag });
  return { unlimited: false, limit, remaining: Math.max(0, limit - used), bought };
}

/** Today's searches left of each kind. */
export async function readSearchCount(caller: Caller) {
  const member = caller.userId !== null && (await isMember(caller.app.db, caller.userId));
  return {
    bbas: await readQuotaState({ ...caller, tag: 'bbas', isMember: member }),
    view_data: await readQuotaState({ ...caller, tag: 'view_data', isMember: member }),
  };
}

/**
 * Buys `count` uses of a kind with V粒: the V粒 are taken by a guarded update (never below zero, exact
 * under concurrent exchanges), with their ledger row and the uses, in one transaction.
 */
export async function exchangeUses(input: { app: FastifyInstance; userId: number; tag: QuotaTag; count: number }) {
  const { app, userId, tag, count } = input;
  const price = await findExchangePrice(app.db, tag);
  if (price === null) throw AppError.reject('exchangeTagInvalid');
  const spent = price * count;
  const money = await inTransaction(app.db, async (tx) => {
    const left = await debitBalance(tx, {
      userId,
      currency: 'vli',
      amount: spent,
      kind: 'exchange',
      note: `兑换${quotaTagLabels[tag]}次数 ×${count}`,
    });
    if (left === null) throw AppError.reject('vliInsufficient');
    await addBoughtUses(tx, { userId, tag, count });
    await app.events.publish(tx, 'wallet.changed', { userId });
    return left;
  });
  const quota = await readQuotaState({ app, userId, tag, isMember: await isMember(app.db, userId) });
  return { tag, spent, money, quota };
}
