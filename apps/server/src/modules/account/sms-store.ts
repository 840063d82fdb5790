import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { smsCodes, smsOutbox } from '../../db/schema/account-sms';
import type { Db } from '../../platform/db';

/** Serialises sends to one phone until the transaction ends, so two requests cannot both pass the caps. */
export const lockPhone = (tx: Db, mobile: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);

const countSince = (condition: ReturnType<typeof sql>, since: Date) =>
  sql<number>`count(*) filter (where ${condition} and ${smsCodes.createdAt} > ${since.toISOString()})`.mapWith(Number);

/** Codes sent to this phone within the resend interval, the last hour and day, and from this IP in the last hour. */
export async function countRecentSends(tx: Db, input: { mobile: string; ip: string; now: Date; resendMs: number }) {
  const ago = (ms: number) => new Date(input.now.getTime() - ms);
  const toPhone = sql`${smsCodes.mobile} = ${input.mobile}`;
  const [row] = await tx
    .select({
      resend: countSince(toPhone, ago(input.resendMs)),
      hour: countSince(toPhone, ago(3600_000)),
      day: countSince(toPhone, ago(86_400_000)),
      ipHour: countSince(sql`${smsCodes.ip} = ${input.ip}`, ago(3600_000)),
    })
    .from(smsCodes)
    .where(
      and(or(eq(smsCodes.mobile, input.mobile), eq(smsCodes.ip, input.ip)), gt(smsCodes.createdAt, ago(86_400_000))),
    );
  return row ?? { resend: 0, hour: 0, day: 0, ipHour: 0 };
}

export const insertSmsCode = (tx: Db, row: typeof smsCodes.$inferInsert) => tx.insert(smsCodes).values(row);

/** The newest unused, unexpired code for this phone and event: older ones no longer count. */
export async function findActiveCode(db: Db, input: { mobile: string; event: string; now: Date }) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, input.mobile),
        eq(smsCodes.event, input.event),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, input.now),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return row;
}

export const countWrongTry = (db: Db, id: number) =>
  db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));

/** Marks the code used; false when a concurrent request used it (or used up its tries) first. */
export async function markCodeUsed(db: Db, input: { id: number; maxAttempts: number; now: Date }) {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: input.now })
    .where(and(eq(smsCodes.id, input.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, input.maxAttempts)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

export async function findLatestOutboxMessage(db: Db, mobile: string) {
  const [row] = await db
    .select()
    .from(smsOutbox)
    // Codes only: subscription notices carry none.
    .where(and(eq(smsOutbox.mobile, mobile), ne(smsOutbox.code, '')))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row;
}

export const listOutbox = (db: Db, limit: number) =>
  db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
