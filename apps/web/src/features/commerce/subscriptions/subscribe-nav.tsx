import { paths } from '@vce/contract/routes';
import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import './subscriptions.css';

const pages = [
  { key: paths.subscribe, label: '新增订阅' },
  { key: paths.subscribeList, label: '我的订阅' },
  { key: paths.subscribeSetUp, label: '订阅设置' },
];

/** The SMS subscription pages' tabs: subscribe, my subscriptions, settings. */
export function SubscribeNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      className="subscribe-nav"
      activeKey={pages.some((page) => page.key === pathname) ? pathname : paths.subscribeList}
      onChange={(key) => void navigate(key)}
      items={pages}
    />
  );
}
