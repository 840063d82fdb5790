import { isMembershipEnding, membershipType } from '@vce/contract/account';
import { paths } from '@vce/contract/routes';
import { Button, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user';
import { lazyOnDemand } from '../../../shared/lazy-chunk';
import { LoginMode, openLogin } from '../../../shared/login-store';
import { isSignedIn } from '../../../shared/session';
import { useSuperVip } from '../api/get-super-vip';
import { vipPerks } from './vip-perks';
import './vip.css';

// The popup's code (payment, QR, password boxes) loads when someone starts to buy.
const VipPurchaseModal = lazyOnDemand(
  () => import('./vip-purchase-modal'),
  (module) => module.VipPurchaseModal,
);

/** /vipV2: the packages, the six member perks, the agreement, and buying (spec 001 §1, §4). */
export default function VipPage() {
  const { data, isPending } = useSuperVip();
  const { data: user } = useCurrentUser();
  const [buying, setBuying] = useState<number | null>(null);
  const levels = data?.level_list ?? [];
  const isMember = membershipType(user) > 1;
  // Read once per visit: the prompt does not need to appear while the page is open.
  const [openedAt] = useState(() => Date.now() / 1000);
  const isEnding = isMembershipEnding(user, openedAt);
  const buy = (id: number) => (isSignedIn() ? setBuying(id) : openLogin(LoginMode.sms));

  return (
    <div className="vip-page">
      <section className="vip-hero">
        <h1>vce VIP会员</h1>
        <p>专业期货学习与数据平台的全部会员权益，一次开通全部解锁</p>
        {user && (
          <p className="vip-status" data-testid="vip-status">
            {isMember
              ? `您的会员有效期至 ${dayjs.unix(user.level.levelExpirationTime).format('YYYY-MM-DD')}`
              : '您还不是VIP会员，开通VIP享专属特权'}
            {isEnding && <strong className="vip-ending">会员即将到期，立即续费不断档</strong>}
          </p>
        )}
      </section>
      <section className="vip-levels" aria-label="会员套餐">
        {isPending
          ? Array.from({ length: 4 }, (_, index) => <Skeleton.Node key={index} active className="vip-card-skeleton" />)
          : levels.map((level) => (
              <article key={level.id} className={`vip-card${level.money_level > 1 ? ' is-top' : ''}`}>
                <h2>{level.name}</h2>
                <p className="vip-card-price">
                  {level.price}
                  <span> V券</span>
                </p>
                <p className="muted">
                  原价 <s>{level.original_price} V券</s> · {level.days}天
                </p>
                <p className="vip-card-text">{level.card_kaitong_text}</p>
                <Button type="primary" block onClick={() => buy(level.id)}>
                  {isMember ? '立即续费' : '立即开通'}
                </Button>
              </article>
            ))}
      </section>
      <section className="vip-perks" aria-labelledby="vip-perks-title">
        <h2 id="vip-perks-title">会员六大权益</h2>
        <ul>
          {vipPerks.map((perk) => (
            <li key={perk.title}>
              <strong>{perk.title}</strong>
              <span>{perk.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="vip-agreement muted">
        价格以V券计（1 V券 = 1 元），可用V券余额、微信或支付宝支付。 开通即表示同意
        <Link to={paths.agreement('vip_xieyi')}>《VIP会员服务协议》</Link>
        。会员内容仅供学习交流，不构成投资建议；期货交易有风险，入市需谨慎。
      </p>
      {buying !== null && (
        <Suspense fallback={null}>
          <VipPurchaseModal levels={levels} initialId={buying} onClose={() => setBuying(null)} />
        </Suspense>
      )}
    </div>
  );
}
