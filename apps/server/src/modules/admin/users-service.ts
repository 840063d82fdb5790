import { type AdminRole, adminRoleNames, EXPORT_ROW_CAP } from '@vce/contract/admin';
import { beijingDate } from '@vce/market-core/calendar';
import type { Currency } from '@vce/contract/commerce-ledger';
import { formatCents } from '@vce/contract/commerce-wallet';
import type { AdminUserDetail, AdminUserRow } from '@vce/contract/admin-users';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import {
  banUser,
  type ConsoleUserDetail,
  findUsersForConsole,
  readUserForConsole,
  streamUsersForConsole,
  unbanUser,
} from '../account/console-service';
import type { ConsoleUserRow } from '../account/console-store';
import { adjustBalance, adjustmentUnits, readBalancesForConsole } from '../commerce/wallet/console-service';
import { countOwners, findRoles, findRolesOfUsers, listStaffIds, replaceRoles } from './admin-store';
import { linkTeacherAccount, readTeacherProfileOf } from '../learning/course-editing/course-scope-service';
import { giveMemberDays, readMembershipForConsole } from '../commerce/vip/console-service';
import { readDevicesOfUser } from '../shell/devices-reads';
import { Audited } from './admin-calls';
import { type CsvColumn, csvDownload, csvTime } from './csv-export';

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

interface UsersFilter {
  keyword: string;
  status: 'all' | 'banned' | 'staff';
  order: 'newest' | 'oldest';
}

const filterOf = async (app: FastifyInstance, input: UsersFilter) => ({
  keyword: input.keyword,
  order: input.order,
  bannedOnly: input.status === 'banned',
  ids: input.status === 'staff' ? await listStaffIds(app.db) : undefined,
});

export async function listUsers(app: FastifyInstance, input: UsersFilter & { page: number; limit: number }) {
  const filter = { ...(await filterOf(app, input)), page: input.page, limit: input.limit };
  const { total, list } = await findUsersForConsole(app, filter);
  const roles = await findRolesOfUsers(
    app.db,
    list.map((user) => user.id),
  );
  return { total, list: list.map((user) => rowOf(user, roles.get(user.id) ?? [])) };
}

export async function showUser(app: FastifyInstance, userId: number): Promise<AdminUserDetail> {
  const [user, roles, balances, teacherId, membership, devices] = await Promise.all([
    readUserForConsole(app, userId),
    findRoles(app.db, userId),
    readBalancesForConsole(app, userId),
    readTeacherProfileOf(app, userId),
    readMembershipForConsole(app, userId),
    readDevicesOfUser(app, userId),
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
    membership,
    devices,
    teacher_id: teacherId,
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

/** What the audit log keeps of a user's roles. */
const rolesOf = (user: AdminUserDetail) => ({ roles: user.roles, teacher_id: user.teacher_id });

export async function setRoles(app: FastifyInstance, input: { userId: number; roles: AdminRole[]; teacherId: number }) {
  const before = await showUser(app, input.userId);
  const roles = [...new Set(input.roles)];
  if (before.roles.includes('owner') && !roles.includes('owner') && (await countOwners(app.db)) <= 1)
    throw AppError.reject('adminLastOwner');
  const isTeacher = roles.includes('teacher');
  if (isTeacher && !input.teacherId) throw AppError.reject('teacherProfileRequired');
  // The profile first: an unknown one refuses before any role changes.
  await linkTeacherAccount(app, { userId: input.userId, teacherId: isTeacher ? input.teacherId : 0 });
  await replaceRoles(app.db, { userId: input.userId, roles });
  const after = await showUser(app, input.userId);
  return new Audited(after, { target: input.userId, before: rolesOf(before), after: rolesOf(after) });
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

/** Gives VIP days; the audit row keeps the membership's end before and after, the days and the reason. */
export async function grantVipDays(app: FastifyInstance, input: { userId: number; days: number; reason: string }) {
  const before = await showUser(app, input.userId);
  await giveMemberDays(app, { userId: input.userId, days: input.days });
  const after = await showUser(app, input.userId);
  const endOf = (user: AdminUserDetail) => (user.membership?.is_running ? user.membership.expires_at : 0);
  return new Audited(after, {
    target: input.userId,
    before: { vip_expires_at: endOf(before) },
    after: { vip_expires_at: endOf(after), days: input.days, reason: input.reason },
  });
}

/** The users the filters select, in the list's order, as CSV of EXPORT_ROW_CAP rows at most. */
export async function exportUsers(app: FastifyInstance, input: UsersFilter) {
  // The staff are few: their roles are read once for the whole file.
  const roles = await findRolesOfUsers(app.db, await listStaffIds(app.db));
  const columns: CsvColumn<ConsoleUserRow>[] = [
    { header: '用户ID', value: (user) => user.id },
    { header: '手机号', value: (user) => user.mobile ?? '' },
    { header: '昵称', value: (user) => user.nickname },
    { header: '注册时间', value: (user) => csvTime(user.createdAt) },
    { header: '后台角色', value: (user) => (roles.get(user.id) ?? []).map((role) => adminRoleNames[role]).join('、') },
    { header: '状态', value: (user) => (user.bannedAt ? '已封禁' : '正常') },
    { header: '封禁原因', value: (user) => user.banReason ?? '' },
  ];
  const rows = streamUsersForConsole(app, await filterOf(app, input), EXPORT_ROW_CAP);
  return csvDownload(`用户_${beijingDate(Date.now())}.csv`, columns, rows);
}
