import { receiveLiveTime } from '@vce/contract/live';
import { msg } from '@vce/contract/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { liveTimeGrants, liveWatchMinutes } from '../../db/schema/live';
import { Answer, registerCall } from '../../platform/calls';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { shanghaiDay } from '../../platform/request-info';

/**
 * The daily live-time gift: the day's grant row (one per account and Beijing day, the primary key
 * deciding between concurrent clicks) and the minutes added, in one transaction.
 */
export function liveTimeRoutes(app: FastifyInstance) {
  registerCall(app, receiveLiveTime, async ({ userId }) => {
    const minutes = app.config.LIVE_TIME_DAILY_MINUTES;
    const total = await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const granted = await tx
        .insert(liveTimeGrants)
        .values({ userId, day: shanghaiDay(), minutes })
        .onConflictDoNothing()
        .returning({ userId: liveTimeGrants.userId });
      if (!granted.length) throw AppError.reject('liveTimeAlready');
      const [row] = await tx
        .insert(liveWatchMinutes)
        .values({ userId, minutesLeft: minutes })
        .onConflictDoUpdate({
          target: liveWatchMinutes.userId,
          set: { minutesLeft: sql`${liveWatchMinutes.minutesLeft} + ${minutes}` },
        })
        .returning({ minutesLeft: liveWatchMinutes.minutesLeft });
      return row!.minutesLeft;
    });
    return new Answer({ minutes, total_minutes: total }, msg.liveTimeReceived.replace('{minutes}', String(minutes)));
  });
}
