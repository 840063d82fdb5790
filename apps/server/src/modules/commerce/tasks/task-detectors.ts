import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/account';
import { dailySignins } from '../../../db/schema/commerce-sign-in';
import { payPasswords } from '../../../db/schema/commerce-wallet';
import { userWechatIdentities } from '../../../db/schema/profile';
import { taskCompletions } from '../../../db/schema/shell';
import type { Db } from '../../../platform/db';

/** What the shell and the services record in `task_completions` (spec 000: the page load's type 24). */
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
  // A chosen avatar and gender (the profile wizard's first two steps, or the profile page).
  complete_profile: async ({ db, userId }) => {
    const [user] = await db
      .select({ avatar: users.avatar, gender: users.gender })
      .from(users)
      .where(eq(users.id, userId));
    return !!user && user.avatar !== '' && user.gender > 0;
  },
  bind_wechat: ({ db, userId }) =>
    exists(
      db
        .select({ userId: userWechatIdentities.userId })
        .from(userWechatIdentities)
        .where(eq(userWechatIdentities.userId, userId)),
    ),
  set_pay_password: ({ db, userId }) =>
    exists(db.select({ userId: payPasswords.userId }).from(payPasswords).where(eq(payPasswords.userId, userId))),
};
