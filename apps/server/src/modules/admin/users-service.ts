import type { AdminRole } from '@vce/contract/admin';
import { type Currency, formatCents } from '@vce/contract/commerce-wallet';
import type { AdminUserDetail, AdminUserRow } from '@vce/contract/admin-users';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import {
  banUser,
  type ConsoleUserDetail,
  findUsersForConsole,
  readUserForConsole,
  unbanUser,
} from '../account/console-service';
import { adjustBalance, adjustmentUnits, readBalancesForConsole } from '../commerce/wallet/console-service';
import { countOwners, findRoles, findRolesOfUsers, listStaffIds, replaceRoles } from './admin-store';
import { Audited } from './admin-calls';

const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : 0);

type ConsoleUser = Omit<ConsoleUserDetail, 'logins'>;

const rowOf = (user: ConsoleUser, roles: AdminRole[]): AdminUserRow => ({
  id: user.id,
  mobile: user.mobile ?? '',
  nickname: user.nickname,
  avatar: user.avatar ?? '',
  created_at: seconds(user.createdAt),
  roles,
  banned_at: seconds(user.bannedAt),
});

export async function listUsers(
  app: FastifyInstance,
  input: {
    keyword: string;
    status: 'all' | 'banned' | 'staff';
    order: 'newest' | 'oldest';
    page: number;
    limit: number;
  },
) {
  const ids = input.status === 'staff' ? await listStaffIds(app.db) : undefined;
  const { total, list } = await findUsersForConsole(app, { ...input, bannedOnly: input.status === 'banned', ids });
  const roles = await findRolesOfUsers(
    app.db,
    list.map((user) => user.id),
  );
  return { total, list: list.map((user) => rowOf(user, roles.get(user.id) ?? [])) };
}

export async function showUser(app: FastifyInstance, userId: number): Promise<AdminUserDetail> {
  const [user, roles, balances] = await Promise.all([
    readUserForConsole(app, userId),
    findRoles(app.db, userId),
    readBalancesForConsole(app, userId),
  ]);
  const now = Date.now();
  return {
    ...rowOf(user, roles),
    balances: { money: formatCents(balances.moneyCents), score: balances.score },
    ban_reason: user.banReason ?? '',
    gender: user.gender ?? 0,
    register_uuid: user.registerUuid ?? '',
    service_code: user.serviceCode ?? '',
    logins: user.logins.map((login) => ({
      time: seconds(login.createdAt),
      expires_at: seconds(login.expiresAt),
      active: !login.revokedAt && login.expiresAt.getTime() > now,
    })),
  };
}

const banStateOf = (user: AdminUserDetail) => ({ banned: user.banned_at > 0, reason: user.ban_reason });

export async function ban(app: FastifyInstance, input: { actorId: number; userId: number; reason: string }) {
  if (input.userId === input.actorId) throw AppError.reject('adminBanSelf');
  const before = await showUser(app, input.userId);
  await banUser(app, { userId: input.userId, reason: input.reason });
  const after = await showUser(app, input.userId);
  return new Audited(after, { target: input.userId, before: banStateOf(before), after: banStateOf(after) });
}

export async function unban(app: FastifyInstance, userId: number) {
  const before = await showUser(app, userId);
  await unbanUser(app, userId);
  const after = await showUser(app, userId);
  return new Audited(after, { target: userId, before: banStateOf(before), after: banStateOf(after) });
}

export async function setRoles(app: FastifyInstance, input: { userId: number; roles: AdminRole[] }) {
  const before = await showUser(app, input.userId);
  const roles = [...new Set(input.roles)];
  if (before.roles.includes('owner') && !roles.includes('owner') && (await countOwners(app.db)) <= 1)
    throw AppError.reject('adminLastOwner');
  await replaceRoles(app.db, { userId: input.userId, roles });
  const after = await showUser(app, input.userId);
  return new Audited(after, { target: input.userId, before: { roles: before.roles }, after: { roles: after.roles } });
}

export async function adjust(
  app: FastifyInstance,
  input: { userId: number; currency: Currency; amount: string; reason: string },
) {
  const units = adjustmentUnits(input.currency, input.amount);
  const before = await showUser(app, input.userId);
  await adjustBalance(app, { userId: input.userId, currency: input.currency, units, reason: input.reason });
  const after = await showUser(app, input.userId);
  return new Audited(after, {
    target: input.userId,
    before: before.balances,
    after: { ...after.balances, change: `${input.currency} ${input.amount}`, reason: input.reason },
  });
}
