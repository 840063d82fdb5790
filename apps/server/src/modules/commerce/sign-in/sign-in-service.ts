import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../../platform/transaction';
import { shanghaiDay } from '../../../platform/request-info';
import { creditBalance } from '../wallet/wallet-store';
import {
  addDrawChances,
  findSignedDays,
  findSigninsOn,
  insertSignin,
  listSignInRewards,
  readDrawChances,
  rewardOfRunDay,
} from './sign-in-store';

const dayMs = 86_400_000;

function daysAround(now: Date) {
  return { today: shanghaiDay(now), yesterday: shanghaiDay(new Date(now.getTime() - dayMs)) };
}

/** Whether the user signed in today, the run today would extend or extended, its V粒 and the draw chances. */
export async function readSignInfo(input: { app: FastifyInstance; userId: number; now?: Date }) {
  const { db } = input.app;
  const { today, yesterday } = daysAround(input.now ?? new Date());
  const rows = await findSigninsOn(db, { userId: input.userId, days: [today, yesterday] });
  const signedToday = rows.find((row) => row.day === today);
  const signedYesterday = rows.find((row) => row.day === yesterday);
  const todayRunDay = signedToday?.streak ?? (signedYesterday?.streak ?? 0) + 1;
  return {
    todayIsSign: signedToday ? (1 as const) : (0 as const),
    continuous_days: signedToday?.streak ?? signedYesterday?.streak ?? 0,
    today_reward: rewardOfRunDay(await listSignInRewards(db), todayRunDay),
    draw_chances: await readDrawChances(db, input.userId),
  };
}

/**
 * Signs the user in for today (a Beijing calendar day): the sign-in row, the V粒 of that day of the
 * run with its ledger row, and one draw chance, in one transaction, once a day however many clicks
 * arrive at once. Answers the V粒 this call granted (0 on a repeat) and the sign info after it.
 */
export async function signIn(input: { app: FastifyInstance; userId: number; now?: Date }) {
  const { app, userId } = input;
  const now = input.now ?? new Date();
  const { today, yesterday } = daysAround(now);
  const rewards = await listSignInRewards(app.db);
  const { isNew, reward } = await inTransaction(app.db, async (tx) => {
    const streak = await insertSignin(tx, { userId, day: today, yesterday });
    if (streak === null) return { isNew: false, reward: 0 };
    // The chance before the V粒, in the draw's order (its chance, then its prize): a sign-in and a
    // draw at once then wait on one another rather than deadlock.
    await addDrawChances(tx, { userId, count: 1 });
    await app.events.publish(tx, 'signin.done', { userId, streak });
    const points = rewardOfRunDay(rewards, streak);
    if (points > 0) {
      const note = `每日签到（连续第${streak}天）`;
      await creditBalance(tx, { userId, currency: 'vli', amount: points, kind: 'sign_in', note });
      // The header and the user card show the V粒.
      await app.events.publish(tx, 'wallet.changed', { userId });
    }
    return { isNew: true, reward: points };
  });
  return { isNew, reward, info: await readSignInfo({ app, userId, now }) };
}

/** A month of sign-ins for /luckDraw's calendar (default: this Beijing month) with the reward table. */
export async function readSignCalendar(input: { app: FastifyInstance; userId: number; month?: string }) {
  const { app, userId } = input;
  const month = input.month ?? shanghaiDay().slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const signedDays = await findSignedDays(app.db, { userId, from: `${month}-01`, to: `${month}-${lastDay}` });
  const rewards = await listSignInRewards(app.db);
  return {
    ...(await readSignInfo({ app, userId })),
    month,
    signed_days: signedDays,
    rewards: rewards.map((row) => ({ run_day: row.runDay, points: row.points })),
  };
}
