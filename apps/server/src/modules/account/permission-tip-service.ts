import type { PermissionTip, VipRightsType } from '@vce/contract/account-profile';
import type { z } from 'zod';

type Tip = z.input<typeof PermissionTip>;

/**
 * What each VIP rights popup shows (docs/decisions.md "Permission tips"): the member perk a refusal
 * was about: 1 BBAS, 2 view data, 3 the assistant, 4 the members' indicators.
 */
const vipRights: Record<VipRightsType, { title: string; subTitle: string }> = {
  1: { title: '开通VIP，BBAS分析不限次', subTitle: '会员查看全部88个品种的支撑压力、机构观点与市场快讯，不限次数。' },
  2: { title: '开通VIP，看数据不限次', subTitle: '会员查看持仓、成交、基差与期限结构等数据，不限次数。' },
  3: { title: '开通VIP，AI助手不限次', subTitle: '会员向AI助手提问不限次数，答案基于本站行情数据。' },
  4: { title: '会员专属指标', subTitle: '开通VIP即可免费下载全部会员指标的通达信和文华财经公式。' },
};

/** The tip for a guest where a login is needed. */
export const loginTip = (): Tip => ({
  type: 'login',
  title: '登录后查看',
  sub_title: '登录vce，签到领V粒，自选品种多端同步。',
  content_image: '/images/tips/login.svg',
  button_list: [{ type: 'login', value: '立即登录' }],
  show_service: 0,
  vip_rights_type: null,
});

/**
 * The tip for a non-member where membership opens a perk of another area (a report's PDF, the VIP
 * circle): its title and words, with 开通VIP and 联系客服.
 */
export const memberPerkTip = (
  perk: { title: string; subTitle: string; image: string },
  rights: VipRightsType | null = null,
): Tip => ({
  type: 'vip',
  title: perk.title,
  sub_title: perk.subTitle,
  content_image: perk.image,
  button_list: [
    { type: 'buy_vip', value: '开通VIP' },
    { type: 'contact_service', value: '联系客服' },
  ],
  show_service: 1,
  vip_rights_type: rights,
});

/** The tip for a non-member where membership is needed: the VIP rights popup of that perk. */
export const vipTip = (rights: VipRightsType): Tip =>
  memberPerkTip({ ...vipRights[rights], image: `/images/tips/vip-rights-${rights}.svg` }, rights);
