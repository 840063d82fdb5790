import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { shanghaiDay } from '../../platform/request-info';
import { inTransaction } from '../../platform/transaction';
import { addWatchMinutes, insertLiveTimeGrant } from './live-store';

/**
 * The daily live-time gift: the day's grant row (one per account and Beijing day, the primary key
 * deciding between concurrent clicks) and the minutes added, in one transaction.
 */
export async function receiveDailyLiveTime(input: { app: FastifyInstance; userId: number }) {
  const { app, userId } = input;
  const minutes = app.config.LIVE_TIME_DAILY_MINUTES;
  const total = await inTransaction(app.db, async (tx) => {
    if (!(await insertLiveTimeGrant(tx, { userId, day: shanghaiDay(), minutes })))
      throw AppError.reject('liveTimeAlready');
    return addWatchMinutes(tx, { userId, minutes });
  });
  return { minutes, total_minutes: total };
}
