import { z } from 'zod';
import { defineCall } from './call';
import { field, noBody } from './validation';

const visitorUuid = z.string().trim().max(64).optional().describe('访客标识');

export const AppLinks = z.object({
  mini_program: z.string(),
  official_account: z.string(),
  news_app: z.string(),
  android: z.string(),
  ios: z.string(),
});

export const SiteInfo = z.object({
  site_name: z.string(),
  tagline: z.string(),
  icp: z.string(),
  police_record: z.string(),
  business_licence: z.string(),
  report_phone: z.string(),
  report_email: z.string(),
  disclaimer: z.string(),
  risk_notice: z.string(),
});

export const CommonInitRequest = z.object({ is_register: field.flag('注册标记').optional() });
export const CommonInitData = z.object({
  grey_mode: z.number().int(),
  setPasswordTip: z.number().int(),
  app_index_image: z.object({ pc_image: z.string(), ad_type: z.number().int(), view_data_info: z.string() }),
  giveLiveTimeConfig: z.object({ giveLiveTimeTip: z.string(), image_url: z.string() }),
  qiyou_activity: z.string(),
  qiyou_activity_status: z.number().int(),
  /** Not in the spec: the QR panel's configured download links and the footer's site facts. */
  app_links: AppLinks,
  site: SiteInfo,
});
export const commonInit = defineCall({
  path: '/api/common/init',
  access: 'public',
  request: CommonInitRequest,
  data: CommonInitData,
});

export const ServiceConfigRequest = z.object({ uuid: visitorUuid });
export const ServiceConfigData = z.object({
  button_image: z.string(),
  service_name: z.string(),
  service_wechat_image: z.string(),
  service_phone: z.string(),
  service_hours: z.string(),
});
export const getServiceConfig = defineCall({
  path: '/service/common/getServiceConfig',
  access: 'public',
  request: ServiceConfigRequest,
  data: ServiceConfigData,
});
export const getUserServiceConfig = defineCall({
  path: '/api/user/getServiceConfig',
  access: 'public',
  request: ServiceConfigRequest,
  data: ServiceConfigData,
});

export const SiteStatisticsRequest = z.object({
  type: field.int('统计类型').pipe(z.number().min(1).max(100_000)),
  uuid: visitorUuid,
  path: field.optionalText('页面路径', 512),
  referrer: field.optionalText('来源页面', 512),
  target: field.optionalText('点击对象', 128),
});
export const addSiteStatistics = defineCall({
  path: '/api/common/addSiteStatistics',
  access: 'public',
  request: SiteStatisticsRequest,
  data: z.null(),
});

export const DeviceData = z.object({ is_show_pack: z.number().int() });
export const addDevice = defineCall({
  path: '/api/user/addDevice',
  access: 'public',
  request: noBody,
  data: DeviceData,
});

export const AdItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  url: z.string(),
});
export const PcIndexData = z.object({ adHeaderList: z.array(AdItem) });
export const pcIndex = defineCall({ path: '/api/index/pcIndex', access: 'public', request: noBody, data: PcIndexData });
