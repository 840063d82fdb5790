import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  adminSessionMe,
  confirmAdminSession,
  type AdminAction,
  type AdminResource,
  type AdminSession,
} from '@vce/contract/admin';
import { listAudit } from '@vce/contract/admin-audit';
import {
  adjustAdminUserBalance,
  banAdminUser,
  grantAdminVipDays,
  listAdminUsers,
  setAdminUserRoles,
  showAdminUser,
  unbanAdminUser,
} from '@vce/contract/admin-users';
import type { Call, CallData, CallRequest } from '@vce/contract/call';
import { Code } from '@vce/contract/codes';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/client';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { createValueStore } from '../../../shared/value-store';

/** Set when the server asks who is at the keyboard (code 4005): the console shows its confirmation. */
export const confirmationAsked = createValueStore(false);

/** A console request: a 4005 answer opens the confirmation (the server has said why, in a toast). */
export async function askingConfirmation<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.NEED_CONFIRM) confirmationAsked.set(true);
    throw error;
  }
}

export const adminCall = <C extends Call>(call: C, body: CallRequest<C>): Promise<CallData<C>> =>
  askingConfirmation(() => api.call(call, body));

/**
 * Shows a change's answer at once. A read of the same key still under way (a refetch on the window's
 * focus, started before the change) would land after it and put the old state back: it is cancelled
 * first.
 */
export async function showAnswer<T>(client: QueryClient, queryKey: QueryKey, answer: T) {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, answer);
}

/** A prefetched answer is taken as it is when the page mounts moments later (not asked again). */
export const FRESH_MS = 10_000;

const sessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.session,
    queryFn: () => api.call(adminSessionMe, {}, { silent: true }),
    retry: false,
    staleTime: FRESH_MS,
  });

export const useAdminSession = (enabled: boolean) => useQuery({ ...sessionQuery(), enabled });

/** Whether the session's roles allow an action: the console hides what the server would refuse. */
export const allows = (session: AdminSession | undefined, resource: AdminResource, action: AdminAction) =>
  session?.permissions.some((entry) => entry.resource === resource && entry.actions.includes(action)) ?? false;

export function useConfirmSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password?: string; code?: string }) => api.call(confirmAdminSession, body),
    onSuccess: async (session) => {
      await showAnswer(queryClient, queryKeys.admin.session, session);
      confirmationAsked.set(false);
      // What the server refused before the confirmation is asked again; the session just answered is not.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.admin.all,
        predicate: (query) => query.queryKey[1] !== queryKeys.admin.session[1],
      });
    },
  });
}

export type UsersFilter = z.output<(typeof listAdminUsers)['request']>;
/** The users' list as 用户管理 first shows it. */
export const firstUsersFilter: UsersFilter = { keyword: '', status: 'all', order: 'newest', page: 1, limit: 20 };

const usersQuery = (filter: UsersFilter, call = () => adminCall(listAdminUsers, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.users(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useAdminUsers = (filter: UsersFilter) =>
  useQuery({ ...usersQuery(filter), placeholderData: keepPreviousData });

/** The console session, asked for as the route is entered (api/prefetch.ts). */
export const prefetchSession = () => queryClient.prefetchQuery(sessionQuery());

/** 用户管理's first page, asked for as the route is entered (quietly: refused until confirmed). */
export const prefetchUsers = () =>
  queryClient.prefetchQuery(
    usersQuery(firstUsersFilter, () => api.call(listAdminUsers, firstUsersFilter, { silent: true })),
  );

export const useAdminUser = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.user(id),
    queryFn: () => adminCall(showAdminUser, { id }),
    retry: false,
  });

/** A change to a user: the detail answered is kept, and the lists are read again. */
function useUserChange<Input>(change: (input: Input) => Promise<CallData<typeof showAdminUser>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (user) => {
      await showAnswer(queryClient, queryKeys.admin.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.userLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}

export const useBanUser = () =>
  useUserChange((input: { id: number; reason: string }) => adminCall(banAdminUser, input));
export const useUnbanUser = () => useUserChange((id: number) => adminCall(unbanAdminUser, { id }));
export const useAdjustBalance = () =>
  useUserChange((input: CallRequest<typeof adjustAdminUserBalance>) => adminCall(adjustAdminUserBalance, input));
export const useGrantVipDays = () =>
  useUserChange((input: CallRequest<typeof grantAdminVipDays>) => adminCall(grantAdminVipDays, input));
export const useSetRoles = () =>
  useUserChange((input: CallRequest<typeof setAdminUserRoles>) => adminCall(setAdminUserRoles, input));

export type AuditFilter = z.output<(typeof listAudit)['request']>;
export const useAudit = (filter: AuditFilter) =>
  useQuery({
    queryKey: queryKeys.admin.audit(filter),
    queryFn: () => adminCall(listAudit, filter),
    placeholderData: keepPreviousData,
    retry: false,
  });
