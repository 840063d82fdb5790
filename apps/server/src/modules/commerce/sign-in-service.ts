import type { FastifyInstance } from 'fastify';
import { shanghaiDay } from '../../platform/request-info';
import { findSigninsOn, insertSignin } from './sign-in-store';

const dayMs = 86_400_000;

function daysAround(now: Date) {
  return { today: shanghaiDay(now), yesterday: shanghaiDay(new Date(now.getTime() - dayMs)) };
}

/** Whether the user signed in today and the run of consecutive days that today would extend. */
export async function readSignInfo(input: { app: FastifyInstance; userId: number; now?: Date }) {
  const { today, yesterday } = daysAround(input.now ?? new Date());
  const rows = await findSigninsOn(input.app.db, { userId: input.userId, days: [today, yesterday] });
  const signedToday = rows.find((row) => row.day === today);
  const signedYesterday = rows.find((row) => row.day === yesterday);
  return {
    todayIsSign: signedToday ? (1 as const) : (0 as const),
    continuous_days: signedToday?.streak ?? signedYesterday?.streak ?? 0,
  };
}

/**
 * Signs the user in for today (a Beijing calendar day). The V粒 reward comes with the wallet
 * (docs/decisions.md "Daily sign-in"). Answers whether this call signed and the run it made.
 */
export async function signIn(input: { app: FastifyInstance; userId: number; now?: Date }) {
  const now = input.now ?? new Date();
  const { today, yesterday } = daysAround(now);
  const isNew = await insertSignin(input.app.db, { userId: input.userId, day: today, yesterday });
  return { isNew, info: await readSignInfo({ ...input, now }) };
}
