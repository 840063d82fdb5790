import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { creditBalance, debitBalance } from './wallet-store';

/**
 * V粒 moved for another area inside its transaction (a question's bounty held, paid, given back):
 * with its ledger row (`note` says why) and `wallet.changed` for the header. `take` refuses a short
 * balance with `shortMessage` and changes nothing.
 */
export async function takeVli(
  app: FastifyInstance,
  tx: Db,
  input: { userId: number; amount: number; note: string; shortMessage?: string },
) {
  const { userId, amount, note } = input;
  const left = await debitBalance(tx, { userId, currency: 'vli', amount, kind: 'bounty', note });
  if (left === null) throw AppError.reject(input.shortMessage ?? msg.vliInsufficient);
  await app.events.publish(tx, 'wallet.changed', { userId });
}

export async function giveVli(app: FastifyInstance, tx: Db, input: { userId: number; amount: number; note: string }) {
  await creditBalance(tx, {
    userId: input.userId,
    currency: 'vli',
    amount: input.amount,
    kind: 'bounty',
    note: input.note,
  });
  await app.events.publish(tx, 'wallet.changed', { userId: input.userId });
}
