import type { Currency } from '@vce/contract/commerce-ledger';
import { parseCents } from '@vce/contract/commerce-wallet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { creditBalance, debitBalance, readBalance } from './wallet-store';

/** The wallet area's door for the console: a user's balances, and finance's adjustments of them. */
export async function readBalancesForConsole(app: FastifyInstance, userId: number) {
  const [moneyCents, score] = await Promise.all([
    readBalance(app.db, { userId, currency: 'vq' }),
    readBalance(app.db, { userId, currency: 'vli' }),
  ]);
  return { moneyCents, score };
}

/** The largest adjustment at once: 100,000 V券 (in cents) or 1,000,000 V粒. */
const maxAdjustment: Record<Currency, number> = { vq: 10_000_000, vli: 1_000_000 };

/** A signed amount as typed ("-5.50", "+10") in the currency's units (cents, points), exactly; refused with its reason. */
export function adjustmentUnits(currency: Currency, text: string) {
  const unsigned = text.replace(/^[+-]/, '');
  if (currency === 'vli' && unsigned.includes('.')) throw AppError.reject('adjustScoreWhole');
  const size = currency === 'vq' ? parseCents(unsigned) : Number(unsigned);
  if (size === 0) throw AppError.reject('adjustZero');
  if (size > maxAdjustment[currency]) throw AppError.reject('adjustTooLarge');
  return text.startsWith('-') ? -size : size;
}

/**
 * Adds to or takes from a balance with a ledger row of kind `adjust` noting the reason (what the
 * user's bill shows); a take that would leave it below zero is refused and changes nothing.
 */
export async function adjustBalance(
  app: FastifyInstance,
  input: { userId: number; currency: Currency; units: number; reason: string },
) {
  await inTransaction(app.db, async (tx) => {
    const movement = { userId: input.userId, currency: input.currency, kind: 'adjust' as const, note: input.reason };
    if (input.units > 0) await creditBalance(tx, { ...movement, amount: input.units });
    else if ((await debitBalance(tx, { ...movement, amount: -input.units })) === null)
      throw AppError.reject('adjustBelowZero');
    await app.events.publish(tx, 'wallet.changed', { userId: input.userId });
  });
}
