import type { Currency } from '@vce/contract/commerce-ledger';
import { sql } from 'drizzle-orm';
import { vipLevels } from '../db/schema/commerce-vip';
import { creditBalance } from '../modules/commerce/wallet/wallet-store';
import type { Db } from '../platform/db';
import { createUser, post, type TestApp } from './harness';

/** The sandbox's signing key in money tests, so a test can sign (or forge) a notification itself. */
export const sandboxSecret = 'test-sandbox-secret-0123456789';

/** Calls a money endpoint as a signed-in user and returns the envelope. */
export const callAs = (app: TestApp, token: string, url: string, body: object = {}) =>
  post(app, url, body, { token }).then((r) => r.json());

/** Gives a user a pay password through the API (as /my/paymentPassword does). */
export async function givePayPassword(app: TestApp, token: string, payPassword = '135790') {
  const answer = await callAs(app, token, '/api/user/setPayPassword', { pay_password: payPassword });
  if (answer.code !== 1) throw new Error(`setPayPassword refused: ${answer.msg}`);
  return payPassword;
}

/** Puts V券 (cents) or V粒 (points) on a user's balance the way a credit does: balance and ledger row together. */
export async function fundBalance(app: TestApp, userId: number, amount: number, currency: Currency = 'vq') {
  await app.db.transaction((tx) => creditBalance(tx as unknown as Db, { userId, currency, amount, kind: 'grant' }));
}

/** A signed-in non-member holding `points` V粒. */
export async function createUserWithVli(app: TestApp, points: number) {
  const signedIn = await createUser(app);
  await fundBalance(app, signedIn.user.id, points, 'vli');
  return signedIn;
}

/** A package an operator put on sale, at a price of the test's choosing. */
export async function addVipLevel(app: TestApp, fields: { priceCents: number; days?: number; level?: number }) {
  const [row] = await app.db
    .insert(vipLevels)
    .values({
      level: fields.level ?? 2,
      name: `测试套餐${fields.priceCents}`,
      days: fields.days ?? 1,
      priceCents: fields.priceCents,
      originalPriceCents: fields.priceCents,
      sort: 99,
    })
    .returning();
  return row!;
}

/**
 * The ledger's own account of a user's V券 or V粒 (the sum of its amounts and its last balance) beside the
 * balance on the user row: the three must agree after any sequence of payments.
 */
export async function ledgerCheck(app: TestApp, userId: number, currency: Currency = 'vq') {
  const balanceColumn = sql.identifier(currency === 'vq' ? 'money_cents' : 'score');
  const result = (await app.db.execute(sql`
    select
      coalesce((select ${balanceColumn} from wallet_balances where user_id = ${userId}), 0)::bigint as balance,
      coalesce((select sum(amount) from wallet_ledger where user_id = ${userId} and currency = ${currency}), 0)::bigint as sum,
      (select balance_after from wallet_ledger where user_id = ${userId} and currency = ${currency}
        order by id desc limit 1)::bigint as last
  `)) as unknown as { rows: { balance: string; sum: string; last: string | null }[] };
  const row = result.rows[0]!;
  return { balance: Number(row.balance), sum: Number(row.sum), last: row.last === null ? null : Number(row.last) };
}

/** The id of the demo package VIP月卡 (68 V券, 30 days). */
export async function monthlyVipId(app: TestApp) {
  const levels = (await callAs(app, '', '/api/user/getSuperVip')).data.level_list as { id: number; name: string }[];
  return levels.find((level) => level.name === 'VIP月卡')!.id;
}

/** A VIP月卡 bought from the V券 balance (funded for it): the paid order's number. */
export async function buyMonthlyVip(app: TestApp, signedIn: { token: string; user: { id: number } }) {
  await fundBalance(app, signedIn.user.id, 6800);
  const answer = await callAs(app, signedIn.token, '/api/user/paySuperVip', {
    level_id: await monthlyVipId(app),
    pay_type: 'money',
    pay_from: 'web',
    pay_password: await givePayPassword(app, signedIn.token),
  });
  if (answer.code !== 1) throw new Error(`paySuperVip refused: ${answer.msg}`);
  return answer.data.order_id as string;
}
