import type { SubscriptionPlan } from '@vce/contract/commerce-subscriptions';
import { paths } from '@vce/contract/routes';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { z } from 'zod';

/** Whether SMS alerts reach the reader, and how to make them: VIP, or the month's plan at the cash desk. */
export function PlanLine({ plan }: { plan: z.output<typeof SubscriptionPlan> }) {
  const buy = `/payment?type=sms&id=${plan.offer.id}&path=${encodeURIComponent(paths.subscribeSetUp)}`;
  if (plan.source === 'vip') return <p className="subscribe-plan">VIP会员短信订阅免费，已开通。</p>;
  if (plan.source === 'plan')
    return (
      <p className="subscribe-plan">
        {plan.offer.name}有效期至 {dayjs.unix(plan.plan_expire_time ?? 0).format('YYYY-MM-DD HH:mm')}，
        <Link to={buy}>续费</Link>
      </p>
    );
  return (
    <p className="subscribe-plan">
      短信订阅需<Link to={paths.vip}>开通VIP</Link>（免费包含）或
      <Link to={buy}>
        购买{plan.offer.name}（¥{plan.offer.price}/{plan.offer.days}天）
      </Link>
      。
    </p>
  );
}
