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
import { Modal, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StatType, track } from '../../shared/statistics';
import { useNewUserPack } from './api/get-new-user-pack';
import { useServiceConfig } from './api/get-service-config';

function ServicePanel() {
  const { data } = useServiceConfig();
  if (!data) return null;
  return (
    <div className="service-panel" data-testid="service-panel">
      <img src={data.service_wechat_image} alt="客服微信" width={120} height={120} />
      <p>{data.service_name}</p>
      <p>客服电话：{data.service_phone}</p>
      <p>服务时间：{data.service_hours}</p>
    </div>
  );
}

function GiftPackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = useNewUserPack(open);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="新人限时礼包" width={420}>
      <ul className="gift-pack-list">
        {data?.map((item) => (
          <li key={item.title}>
            <img src={item.image} alt="" width={48} height={48} />
            <div>
              <strong>{item.title}</strong>
              <p>{item.subtitle}</p>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** The floating side toolbar: AI, SMS subscription, service, back to top, gift pack, V粒. */
export function SideToolbar() {
  const [isPackClosed, setIsPackClosed] = useState(false);
  const [isPackOpen, setIsPackOpen] = useState(false);
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > limits.headerScrollThresholdPx);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <aside className="side-toolbar" aria-label="快捷工具" data-testid="side-toolbar">
      <Link to={paths.ai} onClick={() => track(StatType.sideToolbar, 'ai')}>
        <RobotOutlined />
        <span>AI助手</span>
      </Link>
      <Link to={paths.subscribe} onClick={() => track(StatType.sideToolbar, 'subscribe')}>
        <MessageOutlined />
        <span>短信订阅</span>
      </Link>
      <Popover content={<ServicePanel />} placement="left">
        <button type="button" onClick={() => track(StatType.sideToolbar, 'service')}>
          <CustomerServiceOutlined />
          <span>在线客服</span>
        </button>
      </Popover>
      {isPackClosed ? null : (
        <div className="side-gift">
          <button
            type="button"
            onClick={() => {
              track(StatType.giftPack);
              setIsPackOpen(true);
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
      <Link to={paths.vliShop} onClick={() => track(StatType.vliJump)}>
        <ShopOutlined />
        <span>V粒</span>
      </Link>
      {showTop ? (
        <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} aria-label="回到顶部">
          <VerticalAlignTopOutlined />
          <span>顶部</span>
        </button>
      ) : null}
      <GiftPackModal open={isPackOpen} onClose={() => setIsPackOpen(false)} />
    </aside>
  );
}
