import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { shanghaiDay } from '../../platform/request-info';
import { inTransaction } from '../../platform/transaction';
import { addWatchMinutes, insertLiveTimeGrant, spendWatchMinute } from './live-time-store';
import type { RoomPass } from './rooms/room-access';

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

/**
 * A minute of a members' room watched on live-time minutes: spent, and the minutes left answered;
 * with none left, refused (4003) as the room's entry would be. A member or a viewer let in otherwise
 * spends nothing (null).
 */
export async function spendLiveMinute(app: FastifyInstance, input: { userId: number; pass: RoomPass }) {
  if (input.pass.minutesLeft === null) return { minutes_left: null };
  const left = await spendWatchMinute(app.db, input.userId);
  if (left === null) throw new AppError(Code.LIVE_REFUSED, msg.roomMembersOnly);
  return { minutes_left: left };
}
