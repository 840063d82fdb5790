import { paths } from '@vce/contract/routes';
import { Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
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
          {/* Links, not antd's Menu: site navigation is a list of links (a menu role promises
              arrow keys and actions), and the menu's code (rc-menu, its overflow and dropdown) was
              a fifth of every personal page's chunks. The current page is aria-current. */}
          <nav className="user-menu" aria-label="个人中心" data-testid="user-menu">
            <ul>
              {menu.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
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
