import { and, eq } from 'drizzle-orm';
import { dailySignins } from '../../../db/schema/commerce-sign-in';
import { taskCompletions } from '../../../db/schema/commerce-tasks';
import { payPasswords } from '../../../db/schema/commerce-wallet';
import type { Db } from '../../../platform/db';
import { hasWechatBound, isProfileComplete } from '../../account/account-service';

/** What `task_completions` records: the page load's type 24 (spec 000) and the other areas' events (task-events.ts). */
export const taskEventType = {
  /** A visit on the PC site (`finishTask {type: 24, device_info: pc}` on load). */
  dailyVisit: 24,
  /** A BBAS product's details opened. */
  bbasDetail: 25,
  /** A question the assistant answered. */
  askAssistant: 26,
  /** A post published in the community. */
  communityPost: 27,
} as const;

interface Check {
  db: Db;
  userId: number;
  /** The Beijing day, `YYYY-MM-DD`. */
  day: string;
}

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

const eventToday = (type: number) => (check: Check) =>
  exists(
    check.db
      .select({ id: taskCompletions.id })
      .from(taskCompletions)
      .where(
        and(
          eq(taskCompletions.userId, check.userId),
          eq(taskCompletions.type, type),
          eq(taskCompletions.day, check.day),
        ),
      )
      .limit(1),
  );

/**
 * Whether a task is done, by its code: daily ones today, once ones ever. A task whose code has no
 * detector here is never listed (a later area adds its detector with its feature).
 */
export const taskDetectors: Record<string, (check: Check) => Promise<boolean>> = {
  daily_visit: eventToday(taskEventType.dailyVisit),
  sign_in: ({ db, userId, day }) =>
    exists(
      db
        .select({ id: dailySignins.id })
        .from(dailySignins)
        .where(and(eq(dailySignins.userId, userId), eq(dailySignins.day, day))),
    ),
  bbas_detail: eventToday(taskEventType.bbasDetail),
  ask_assistant: eventToday(taskEventType.askAssistant),
  community_post: eventToday(taskEventType.communityPost),
  complete_profile: ({ db, userId }) => isProfileComplete(db, userId),
  bind_wechat: ({ db, userId }) => hasWechatBound(db, userId),
  set_pay_password: ({ db, userId }) =>
    exists(db.select({ userId: payPasswords.userId }).from(payPasswords).where(eq(payPasswords.userId, userId))),
};
