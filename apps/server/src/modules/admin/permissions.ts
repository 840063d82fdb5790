import {
  type AdminAction,
  type AdminResource,
  type AdminRole,
  type AdminSession,
  adminActions,
  adminResources,
} from '@vce/contract/admin';

type Grants = Partial<Record<AdminResource, readonly AdminAction[]>>;

const readOnly: readonly AdminAction[] = ['list', 'show'];

/**
 * Role × resource × action: what each console role may do (the roles). The owner may do
 * everything; the table grows as the console manages more of the site. Checked on the server for
 * every `/api/admin/` call (admin-calls.ts); the console is told the result to hide the rest.
 */
const grantsOf: Record<Exclude<AdminRole, 'owner'>, Grants> = {
  operator: {
    users: ['list', 'show', 'edit', 'export'],
    settings: ['list', 'show', 'edit'],
    orders: readOnly,
    cooperation: ['list', 'show', 'edit', 'export'],
    courses: ['list', 'show', 'create', 'edit', 'export'],
    statistics: readOnly,
    carousel: ['list', 'create', 'edit', 'delete'],
    research_reports: ['list', 'create', 'edit', 'delete', 'export'],
    memberships: ['edit'],
    live_rooms: ['list', 'create', 'edit', 'delete'],
    coupons: ['list', 'create', 'edit'],
    sign_in: ['list', 'edit'],
    vip_levels: ['list', 'edit'],
    quotas: ['list', 'edit'],
    agreements: ['list', 'show', 'create', 'edit', 'delete'],
    tasks: ['list', 'edit'],
    gift_packs: ['list', 'create', 'edit', 'delete'],
    bbas_categories: ['list', 'edit'],
    bbas_notes: ['list', 'create', 'edit', 'delete'],
    bbas_views: ['list', 'create', 'edit', 'delete'],
    strategy: ['list', 'create', 'edit', 'delete'],
    avatars: ['list', 'edit'],
    indicators: ['list', 'edit'],
    honours: ['list', 'edit', 'create', 'delete'],
  },
  editor: {
    agreements: ['list', 'show', 'create', 'edit', 'delete'],
    courses: ['list', 'show', 'create', 'edit', 'export'],
    research_reports: ['list', 'create', 'edit', 'delete', 'export'],
    bbas_notes: ['list', 'create', 'edit', 'delete'],
    bbas_views: ['list', 'create', 'edit', 'delete'],
    strategy: ['list', 'create', 'edit', 'delete'],
  },
  moderator: {
    users: ['list', 'show', 'edit'],
    reports: ['list', 'show', 'edit', 'export'],
    banned_words: ['list', 'create', 'delete'],
    mutes: ['list', 'create', 'delete', 'export'],
    honours: ['list', 'create', 'delete'],
  },
  finance: {
    users: readOnly,
    orders: ['list', 'show', 'edit', 'export'],
    balances: ['list', 'edit'],
    memberships: ['edit'],
    statistics: readOnly,
    coupons: readOnly,
    vip_levels: readOnly,
    reconciliation: ['list', 'show', 'create'],
    quotas: readOnly,
  },
  // Their own courses only: the courses' calls narrow a teacher to their profile's (courses-service.ts).
  // Their own rooms only: the rooms' calls narrow a teacher to those they teach in (live-rooms-routes.ts).
  teacher: { courses: ['list', 'show', 'create', 'edit'], live_rooms: ['list', 'edit'] },
  service: { users: readOnly, orders: readOnly },
};

export function allows(roles: readonly AdminRole[], resource: AdminResource, action: AdminAction) {
  return roles.some((role) => role === 'owner' || (grantsOf[role][resource] ?? []).includes(action));
}

/** The role that grants the action, for the audit log: the first of the user's that does. */
export const grantingRole = (roles: readonly AdminRole[], resource: AdminResource, action: AdminAction) =>
  roles.find((role) => allows([role], resource, action));

export const permissionsOf = (roles: readonly AdminRole[]): AdminSession['permissions'] =>
  adminResources
    .map((resource) => ({ resource, actions: adminActions.filter((action) => allows(roles, resource, action)) }))
    .filter((entry) => entry.actions.length > 0);
