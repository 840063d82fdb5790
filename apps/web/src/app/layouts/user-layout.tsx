import { paths } from '@vce/contract/routes';
import { Menu } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { UserCard } from '../../features/account/user-card';
import { useDevice } from '../../features/shell/api/add-device';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { SiteChrome } from './site-chrome';

// Opened by few: the gift pack's code loads when the tip is clicked.
const GiftPackModal = lazyOnDemand(
  () => import('../../shared/gifts/gift-pack-modal'),
  (module) => module.GiftPackModal,
);

const menu = [
  { to: paths.my.speech, label: '我的发言' },
  { to: paths.my.keyNewsletter, label: '重点快讯' },
  { to: paths.my.courses, label: '我的课程' },
  { to: paths.my.indicators, label: '我的指标' },
  { to: paths.my.collection, label: '我的收藏' },
  { to: paths.my.coupon, label: '优惠券' },
  { to: paths.my.history, label: '浏览历史' },
  { to: paths.my.profile, label: '资料设置' },
  { to: paths.my.vli, label: '我的V粒' },
  { to: paths.my.recharge, label: '钱包充值' },
  { to: paths.my.paymentPassword, label: '支付密码' },
  { to: paths.my.setup, label: '设置' },
  { to: paths.my.agreementList, label: '协议列表' },
];

/** The personal area: the user's card and menu on the left, the page on the right. */
export function UserLayout() {
  const { pathname } = useLocation();
  const showPackTip = useDevice().data?.is_show_pack === 1;
  const [isPackOpen, setPackOpen] = useState(false);
  return (
    <SiteChrome layout="user">
      <main className="page user-page">
        <aside className="user-side">
          <UserCard />
          {showPackTip ? (
            <button type="button" className="pack-tip" onClick={() => setPackOpen(true)}>
              <strong>新人限时礼包</strong>
              <span>V粒 · VIP体验 · 领取即得</span>
            </button>
          ) : null}
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            items={menu.map((item) => ({ key: item.to, label: <Link to={item.to}>{item.label}</Link> }))}
            data-testid="user-menu"
          />
        </aside>
        <section className="user-content">
          <Outlet />
        </section>
        {isPackOpen ? (
          <Suspense fallback={null}>
            <GiftPackModal open onClose={() => setPackOpen(false)} />
          </Suspense>
        ) : null}
      </main>
    </SiteChrome>
  );
}
