import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { userWechatIdentities } from '../../db/schema/account-profile';
import { wechatLoginTickets, wechatPendingBinds } from '../../db/schema/account-wechat';
import type { Db } from '../../platform/db';

export const insertLoginTicket = (db: Db, input: { ticket: string; expiresAt: Date }) =>
  db.insert(wechatLoginTickets).values(input);

export async function findLoginTicket(db: Db, ticket: string) {
  const [row] = await db.select().from(wechatLoginTickets).where(eq(wechatLoginTickets.ticket, ticket));
  return row;
}

/** Records the first scan of a live ticket; false when the ticket is unknown, expired or scanned. */
export async function markTicketScanned(db: Db, input: { ticket: string; openid: string; nickname: string }) {
  const rows = await db
    .update(wechatLoginTickets)
    .set({ openid: input.openid, nickname: input.nickname, scannedAt: new Date() })
    .where(
      and(
        eq(wechatLoginTickets.ticket, input.ticket),
        isNull(wechatLoginTickets.scannedAt),
        gt(wechatLoginTickets.expiresAt, new Date()),
      ),
    )
    .returning({ ticket: wechatLoginTickets.ticket });
  return rows.length > 0;
}

/** Claims a scanned ticket's answer: true for exactly one caller. */
export async function claimScannedTicket(db: Db, ticket: string) {
  const rows = await db
    .update(wechatLoginTickets)
    .set({ answeredAt: new Date() })
    .where(
      and(
        eq(wechatLoginTickets.ticket, ticket),
        isNotNull(wechatLoginTickets.scannedAt),
        isNull(wechatLoginTickets.answeredAt),
      ),
    )
    .returning({ ticket: wechatLoginTickets.ticket });
  return rows.length > 0;
}

/** Old tickets and pending binds go, so the tables stay small. */
export async function deleteExpiredWechatRows(db: Db) {
  const dayAgo = new Date(Date.now() - 86_400_000);
  await db.delete(wechatLoginTickets).where(lt(wechatLoginTickets.expiresAt, dayAgo));
  await db.delete(wechatPendingBinds).where(lt(wechatPendingBinds.expiresAt, new Date()));
}

export async function findUserIdByOpenid(db: Db, openid: string) {
  const [row] = await db
    .select({ userId: userWechatIdentities.userId })
    .from(userWechatIdentities)
    .where(eq(userWechatIdentities.openid, openid));
  return row?.userId;
}

export const upsertPendingBind = (db: Db, input: { openid: string; nickname: string; expiresAt: Date }) =>
  db
    .insert(wechatPendingBinds)
    .values(input)
    .onConflictDoUpdate({
      target: wechatPendingBinds.openid,
      set: { nickname: input.nickname, expiresAt: input.expiresAt },
    });

export async function findPendingBind(db: Db, openid: string) {
  const [row] = await db
    .select()
    .from(wechatPendingBinds)
    .where(and(eq(wechatPendingBinds.openid, openid), gt(wechatPendingBinds.expiresAt, new Date())));
  return row;
}

export const deletePendingBind = (db: Db, openid: string) =>
  db.delete(wechatPendingBinds).where(eq(wechatPendingBinds.openid, openid));

/** Binds an openid to a user; false when the openid or the user is bound already. */
export async function insertWechatIdentity(db: Db, input: { openid: string; userId: number; nickname: string }) {
  const rows = await db.insert(userWechatIdentities).values(input).onConflictDoNothing().returning();
  return rows.length > 0;
}
