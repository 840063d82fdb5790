// Balance payments on PostgreSQL (issue 11): the cash desk's whole charge (order, guarded spend, ledger
// row, the goods, committed together) beside a bare `UPDATE … WHERE balance >= $1 RETURNING` loop on the same
// database, with the same number of concurrent payers, each paying from a balance of their own.
// The pay password's KDF is left out on purpose: it is slow by design (the login group measures it).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addVipLevel, fundBalance, ledgerCheck } from '../apps/server/src/test/money';
import { createUser } from '../apps/server/src/test/harness';
import { figure, type GroupReport, verdict } from './report';
import { startScratchApp } from './scratch-app';
import { settings } from './settings';
import { median } from './turns';

const payers = 16;
const startingCents = 100_000_000;

/** Runs `pay` in `payers` loops for the bench's turn length; answers payments per second and their count. */
async function drive(pay: (payer: number) => Promise<boolean>) {
  const until = performance.now() + settings.seconds * 1000;
  const counts = await Promise.all(
    Array.from({ length: payers }, async (_, payer) => {
      let done = 0;
      while (performance.now() < until) if (await pay(payer)) done++;
      return done;
    }),
  );
  const total = counts.reduce((sum, count) => sum + count, 0);
  return { perSecond: total / settings.seconds, counts };
}

export async function moneyGroup(): Promise<GroupReport> {
  const scratch = await startScratchApp();
  const { app } = scratch;
  const bare = new pg.Pool({ connectionString: scratch.databaseUrl, max: 10 });
  try {
    await app.ready();
    const level = await addVipLevel(app, { priceCents: 1 });
    const users = await Promise.all(Array.from({ length: payers }, () => createUser(app)));
    for (const { user } of users) await fundBalance(app, user.id, startingCents);
    await bare.query('create table bench_balances (id int primary key, balance bigint not null)');
    await bare.query('insert into bench_balances select g, $1 from generate_series(0, $2) g', [startingCents, payers]);

    const turns = { ours: [] as number[], baseline: [] as number[] };
    const paid = Array<number>(payers).fill(0);
    for (let round = 0; round < settings.rounds; round++) {
      const ours = await drive(async (payer) => {
        const order = await app.cashDesk.chargeBalance({
          userId: users[payer]!.user.id,
          kind: 'vip',
          itemId: level.id,
          name: level.name,
          amountCents: 1,
        });
        return order !== null;
      });
      ours.counts.forEach((count, payer) => (paid[payer]! += count));
      turns.ours.push(ours.perSecond);
      const baseline = await drive(async (payer) => {
        const { rowCount } = await bare.query(
          'update bench_balances set balance = balance - $1 where id = $2 and balance >= $1 returning balance',
          [1, payer],
        );
        return rowCount === 1;
      });
      turns.baseline.push(baseline.perSecond);
    }

    // Exact: every payer's balance is what it started with less what it paid, and its ledger agrees.
    const checks = await Promise.all(users.map(({ user }) => ledgerCheck(app, user.id)));
    const exact = checks.every(
      (check, payer) =>
        check.balance === startingCents - paid[payer]! && check.sum === check.balance && check.last === check.balance,
    );
    const orders = Number(
      (
        (await app.db.execute(sql`select count(*)::int as n from orders where state = 'paid'`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
    const ours = median(turns.ours);
    const baseline = median(turns.baseline);
    const ratio = baseline ? ours / baseline : 0;
    const budget = 0.5;
    const withinBudget = exact && orders === paid.reduce((sum, count) => sum + count, 0) && ratio >= budget;
    return {
      title: `Balance payments on PostgreSQL: ${payers} payers at once, ${settings.rounds} turns of ${settings.seconds} s`,
      header: ['target', 'ours /s', 'bare UPDATE /s', 'ratio', 'balances exact', `ours ≥ ${budget * 100} %`],
      rows: [
        [
          'pay 0.01 V券 from the balance',
          figure(ours),
          figure(baseline),
          ratio.toFixed(2),
          exact ? 'yes' : 'NO',
          verdict(withinBudget),
        ],
      ],
      notes: [
        "ours: the cash desk's balance payment (order + guarded spend + ledger row + membership, committed together; concurrent payments share a transaction, see balance-charges.ts); bare: one guarded UPDATE, autocommit",
        `paid orders ${orders}, payments counted ${paid.reduce((sum, count) => sum + count, 0)}`,
      ],
      figures: { payers, ours, baseline, ratio, exact, turns },
      withinBudget,
    };
  } finally {
    await bare.end();
    await scratch.close();
  }
}
