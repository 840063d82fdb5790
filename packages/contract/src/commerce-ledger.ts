import { z } from 'zod';

// A wallet's currencies and what moves them, apart from the wallet's calls: the console's pages and
// contracts read them without initialising the recharge amount's schema, which the recharge page
// runs in the browser and so brings zod (docs/decisions.md "Loading less first").

/** `bounty`: a question's V粒 held, paid to its accepted answer, or given back (community Q&A). */
export const ledgerKinds = [
  'recharge',
  'purchase',
  'refund',
  'grant',
  'exchange',
  'sign_in',
  'task',
  'draw',
  'bounty',
  'adjust',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** What a bill line says when no order names it. */
export const ledgerTitles: Record<LedgerKind, string> = {
  recharge: 'V券充值',
  purchase: '购买',
  refund: '退款',
  grant: '平台赠送',
  exchange: '兑换查询次数',
  sign_in: '签到奖励',
  task: '任务奖励',
  draw: '幸运抽奖',
  bounty: '问答悬赏',
  adjust: '平台调整',
};

export const Currency = z.enum(['vq', 'vli'], { error: '币种不正确' }).describe('币种');
export type Currency = z.infer<typeof Currency>;
