import {
  CloseOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  MessageOutlined,
  RobotOutlined,
  ShopOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { limits } from '@vce/contract/limits';
import { paths } from '@vce/contract/routes';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { openAssistant } from '../../shared/assistant-panel';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { StatType, track } from '../../shared/statistics';
import { HoverPanel } from '../../shared/ui/hover-panel';
import { useDevice } from './api/add-device';

// Opened by few visitors: the dialog's code loads when it first opens.
const GiftPackModal = lazyOnDemand(
  () => import('../../shared/gifts/gift-pack-modal'),
  (module) => module.GiftPackModal,
);
// The service panel's code (and antd's Button with it) loads when the panel first opens: the toolbar
// is on every page's first load.
const ServiceContact = lazyOnDemand(
  () => import('../../shared/service/service-contact'),
  (module) => module.ServiceContact,
);
const ServiceDialog = lazyOnDemand(
  () => import('../../shared/service/service-dialog'),
  (module) => module.ServiceDialog,
);

/**
 * The floating side toolbar: AI, SMS subscription, service, V粒, then what comes and goes (the gift
 * pack, once the device's answer offers it; back to top, after a scroll) at its foot: the toolbar hangs
 * from its top, so they move nothing already there.
 */
export function SideToolbar() {
  const [isPackClosed, setIsPackClosed] = useState(false);
  // Offered to guests and to new accounts that have not claimed it (addDevice's is_show_pack).
  const isPackOffered = useDevice().data?.is_show_pack === 1;
  const [isPackOpen, setIsPackOpen] = useState(false);
  // Kept mounted once opened, for the dialog's closing animation.
  const [wasPackOpened, setWasPackOpened] = useState(false);
  const [isServiceOpen, setServiceOpen] = useState(false);
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > limits.headerScrollThresholdPx);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <aside className="side-toolbar" aria-label="快捷工具" data-testid="side-toolbar">
      <button
        type="button"
        onClick={() => {
          track(StatType.sideToolbar, 'ai');
          openAssistant();
        }}
      >
        <RobotOutlined />
        <span>AI助手</span>
      </button>
      <Link to={paths.subscribe} onClick={() => track(StatType.sideToolbar, 'subscribe')}>
        <MessageOutlined />
        <span>短信订阅</span>
      </Link>
      <HoverPanel panel={() => <ServiceContact />} placement="left" className="side-service">
        <button
          type="button"
          onClick={() => {
            track(StatType.sideToolbar, 'service');
            setServiceOpen(true);
          }}
        >
          <CustomerServiceOutlined />
          <span>在线客服</span>
        </button>
      </HoverPanel>
      <Link to={paths.vliShop} onClick={() => track(StatType.vliJump)}>
        <ShopOutlined />
        <span>V粒</span>
      </Link>
      {isPackClosed || !isPackOffered ? null : (
        <div className="side-gift">
          <button
            type="button"
            onClick={() => {
              track(StatType.giftPack);
              setIsPackOpen(true);
              setWasPackOpened(true);
            }}
          >
            <GiftOutlined />
            <span>限时礼包</span>
          </button>
          <button type="button" className="side-gift-close" aria-label="关闭礼包" onClick={() => setIsPackClosed(true)}>
            <CloseOutlined />
          </button>
        </div>
      )}
      {showTop ? (
        <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} aria-label="回到顶部">
          <VerticalAlignTopOutlined />
          <span>顶部</span>
        </button>
      ) : null}
      {isServiceOpen ? (
        <Suspense fallback={null}>
          <ServiceDialog onClose={() => setServiceOpen(false)} />
        </Suspense>
      ) : null}
      {wasPackOpened ? (
        <Suspense fallback={null}>
          <GiftPackModal open={isPackOpen} onClose={() => setIsPackOpen(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
