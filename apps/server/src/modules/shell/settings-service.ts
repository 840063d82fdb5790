import type { AdminSiteSettings } from '@vce/contract/admin-settings';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { SETTINGS_CHANGED } from '../../platform/settings';
import { afterCommit } from '../../platform/transaction';
import { writeSettings } from './store';

/** The settings' keys in the table, by their name in init's answer (where they differ). */
const keyOf = {
  grey_mode: 'grey_mode',
  app_index_image: 'app_index_image',
  giveLiveTimeConfig: 'give_live_time_config',
  qiyou_activity: 'qiyou_activity',
  qiyou_activity_status: 'qiyou_activity_status',
} as const satisfies Record<keyof AdminSiteSettings, string>;

/**
 * The settings operators change, as init answers them (fallbacks for rows never written); the
 * shell area's door for the console's 站点设置.
 */
export async function readSiteSettings(app: FastifyInstance): Promise<AdminSiteSettings> {
  const { settings } = app;
  return {
    grey_mode: Number(await settings.get(keyOf.grey_mode, 0)) === 1 ? 1 : 0,
    app_index_image: await settings.get(keyOf.app_index_image, { pc_image: '', ad_type: 0, view_data_info: '' }),
    giveLiveTimeConfig: await settings.get(keyOf.giveLiveTimeConfig, { giveLiveTimeTip: '', image_url: '' }),
    qiyou_activity: await settings.get(keyOf.qiyou_activity, ''),
    qiyou_activity_status: Number(await settings.get(keyOf.qiyou_activity_status, 0)) === 1 ? 1 : 0,
  };
}

/** Writes the settings in one statement and tells every process to answer init with them. */
export async function saveSiteSettings(app: FastifyInstance, values: AdminSiteSettings) {
  await writeSettings(
    app.db,
    Object.entries(keyOf).map(([name, key]) => ({ key, value: values[name as keyof AdminSiteSettings] })),
  );
  await app.bus.publish(SETTINGS_CHANGED, null);
}

/**
 * Writes one setting of another area's (its key is that area's) within the caller's transaction;
 * once it commits, every process reads the settings again.
 */
export async function saveSetting(app: FastifyInstance, tx: Db, key: string, value: unknown) {
  await writeSettings(tx, [{ key, value }]);
  afterCommit(tx, () => app.bus.publish(SETTINGS_CHANGED, null));
}
