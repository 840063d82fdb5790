import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { spendBudget } from '../../../platform/short-lived-store';
import { findAccountCreatedAt } from '../../account/account-service';

const DAY_MS = 86_400_000;

/**
 * How often a viewer may speak (docs/decisions.md "Live rooms"): about one message per 2 s with a
 * burst of three; an account in its first day two per 10 s. Counted in the short-lived store, so
 * every process draws on one budget.
 */
export const chatBudgets = {
  regular: { count: 3, windowMs: 6_000 },
  newcomer: { count: 2, windowMs: 10_000 },
} as const;

/** Refuses a message over the speaker's budget (about one per 2 s) or the room's slow mode, else counts it. */
export async function spendChatBudget(
  app: FastifyInstance,
  input: { roomId: number; userId: number; slowModeSeconds: number },
) {
  const { shortLived } = app;
  const createdAt = await findAccountCreatedAt(app.db, input.userId);
  const isNewcomer = !createdAt || Date.now() - createdAt.getTime() < DAY_MS;
  const budget = isNewcomer ? chatBudgets.newcomer : chatBudgets.regular;
  const userKey = `live-chat:user:${input.userId}`;
  const slowKey = `live-chat:slow:${input.roomId}:${input.userId}`;
  const slowMs = input.slowModeSeconds * 1000;
  if (slowMs > 0 && (await shortLived.countEvents(slowKey, slowMs)) > 0)
    throw AppError.reject(msg.chatSlowMode.replace('{seconds}', String(input.slowModeSeconds)));
  if (!(await spendBudget(shortLived, userKey, budget))) throw AppError.reject('chatTooFast');
  if (slowMs > 0) await shortLived.addEvent(slowKey, slowMs);
}
