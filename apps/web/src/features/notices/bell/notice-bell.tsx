import { BellOutlined } from '@ant-design/icons';
import { requireLogin } from '../../../shared/login-store';
import { isSignedIn } from '../../../shared/session';
import { HoverPanel } from '../../../shared/ui/hover-panel';
import { useUnreadCount } from '../api/unread-count';
import { NoticePanelOnDemand } from './notice-panel-on-demand';

/** The header's bell: the unread count, and the notices' panel on hover or focus (a guest is asked to log in). */
export function NoticeBell() {
  const unread = useUnreadCount();
  if (!isSignedIn())
    return (
      <button type="button" className="header-icon header-bell" aria-label="消息通知" onClick={() => requireLogin()}>
        <BellOutlined />
      </button>
    );
  return (
    <HoverPanel panel={() => <NoticePanelOnDemand />} placement="bottom-end">
      <button
        type="button"
        className="header-icon header-bell"
        aria-label={unread > 0 ? `消息通知，${unread}条未读` : '消息通知'}
        data-testid="notice-bell"
      >
        <BellOutlined />
        {unread > 0 ? <span className="header-badge">{unread > 99 ? '99+' : unread}</span> : null}
      </button>
    </HoverPanel>
  );
}
