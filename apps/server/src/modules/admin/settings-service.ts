import type { AdminSiteSettings } from '@vce/contract/admin-settings';
import type { FastifyInstance } from 'fastify';
import { readSiteSettings, saveSiteSettings } from '../shell/settings-service';
import { Audited } from './admin-calls';

/** The fields of `after` that differ from `before`, each with both values: what the audit log keeps. */
export function changedFields<T extends object>(before: T, after: T) {
  const changed = (Object.keys(after) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

export const showSettings = (app: FastifyInstance) => readSiteSettings(app);

export async function updateSettings(app: FastifyInstance, values: AdminSiteSettings) {
  const before = await readSiteSettings(app);
  await saveSiteSettings(app, values);
  const after = await readSiteSettings(app);
  return new Audited(after, { target: 'site', ...changedFields(before, after) });
}
