import {
  type AppLinks,
  addDevice,
  addSiteStatistics,
  commonInit,
  getServiceConfig,
  getUserServiceConfig,
  pcIndex,
  type ServiceConfigData,
  type SiteInfo,
} from '@vce/contract/shell';
import { getSitePage, submitCooperation } from '@vce/contract/shell-pages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { registerCall } from '../../platform/calls';
import { cachedAnswer, Preserialized } from '../../platform/envelope';
import { userAgentOf, visitorUuidOf } from '../../platform/request-info';
import { isPackOffered } from '../commerce/gifts/gift-pack-service';
import { isPasswordMissing } from '../account/account-service';
import { agreementRoutes } from './agreement-routes';
import { submitCooperationRequest } from './cooperation-service';
import { readSitePage } from './site-pages-service';
import { readSiteSettings } from './settings-service';
import { createStatisticsBuffer } from './statistics';
import { listAds, upsertDevice } from './store';

export async function shellRoutes(app: FastifyInstance) {
  const { settings } = app;
  const statistics = createStatisticsBuffer({
    db: app.db,
    onError: (err) => app.log.error({ err }, 'statistics lost'),
  });
  app.addHook('onClose', async () => {
    await statistics.flush();
  });

  const initData = async (setPasswordTip: number): Promise<z.input<typeof commonInit.data>> => ({
    ...(await readSiteSettings(app)),
    setPasswordTip,
    app_links: await settings.get<z.input<typeof AppLinks>>('app_links', {
      mini_program: '',
      official_account: '',
      news_app: '',
      android: '',
      ios: '',
    }),
    site: await settings.get<z.input<typeof SiteInfo>>('site', {} as z.input<typeof SiteInfo>),
  });
  // Nearly every page load asks for init as a guest: that answer is serialised once per change.
  const guestInit = cachedAnswer(() => initData(0));
  settings.onChange(guestInit.reset);

  /** Right after a registration the answer says whether the new account still lacks a password. */
  const registeredInit = async (userId: number) => {
    return Preserialized.of(await initData((await isPasswordMissing(app.db, userId)) ? 1 : 0));
  };
  // Not async: the cached answer goes out without a promise hop.
  registerCall(
    app,
    commonInit,
    ({ body, userId }) => (userId === null || !body.is_register ? guestInit.get() : registeredInit(userId)),
    { preserialized: true },
  );

  const serviceConfig = () => settings.get<z.input<typeof ServiceConfigData>>('service_config', {} as never);
  registerCall(app, getServiceConfig, serviceConfig);
  registerCall(app, getUserServiceConfig, serviceConfig);

  registerCall(app, addSiteStatistics, ({ body, userId, request }) => {
    statistics.add({
      type: body.type,
      uuid: visitorUuidOf(request, body.uuid),
      userId,
      path: body.path ?? null,
      referrer: body.referrer ?? null,
      target: body.target ?? null,
      userAgent: userAgentOf(request),
      ip: request.ip,
    });
    return null;
  });

  registerCall(app, addDevice, async ({ userId, request }) => {
    const uuid = visitorUuidOf(request);
    if (uuid) await upsertDevice(app.db, { uuid, userId, userAgent: userAgentOf(request), ip: request.ip });
    return { is_show_pack: (await isPackOffered(app.db, userId)) ? 1 : 0 };
  });

  registerCall(app, pcIndex, async () => ({ adHeaderList: await listAds(app.db) }));
  registerCall(app, getSitePage, ({ body }) => readSitePage(app, body.name));
  // A public form: a few a minute from one address (a phone's own daily cap is the service's).
  registerCall(
    app,
    submitCooperation,
    ({ body, userId, request }) => submitCooperationRequest(app, { ...body, userId, ip: request?.ip ?? '' }),
    { rateLimit: { max: 5, timeWindow: 60_000 } },
  );
  await agreementRoutes(app);
}
