import { UserOutlined } from '@ant-design/icons';
import { membershipType } from '@vce/contract/account';
import { logout } from '@vce/contract/account-login';
import { paths } from '@vce/contract/routes';
import { Link, useNavigate } from 'react-router';
import { useUnreadCount } from '../../../features/notices/api/unread-count';
import { useCurrentUser } from '../../../shared/current-user';
import { api } from '../../../shared/api/api';
import { openDirectChat } from '../../../shared/direct-chat';
import { LoginMode, openLogin } from '../../../shared/login-store';
import { clearSession, isSignedIn } from '../../../shared/session';
import { HoverPanel } from '../../../shared/ui/hover-panel';
import { dialogs } from '../../../shared/ui/feedback';

/** The signed-in user's dropdown, or the login/register link for a guest. */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  const unread = useUnreadCount();
  const navigate = useNavigate();

  if (!isSignedIn()) {
    return (
      <button type="button" className="header-login" onClick={() => openLogin(LoginMode.sms)}>
        登录/注册
      </button>
    );
  }
  const signOut = () =>
    dialogs.confirm({
      title: '确定要退出登录吗？',
      okText: '退出',
      cancelText: '取消',
      onOk: async () => {
        // The server revokes the token; the browser forgets it even if that call fails.
        await api.call(logout, {}, { silent: true }).catch(() => {});
        clearSession();
        navigate(paths.home);
        window.location.reload();
      },
    });
  const links = [
    { label: '我的动态', to: paths.my.speech },
    { label: '我的课程', to: paths.my.courses },
    { label: '我的V粒', to: paths.my.vli },
    { label: '钱包充值', to: paths.my.recharge },
    { label: '支付密码', to: paths.my.paymentPassword },
    { label: '资料设置', to: paths.my.profile },
  ];
  const menu = () => (
    <ul className="user-menu" aria-label="我的">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
      <li>
        <button type="button" onClick={() => openDirectChat()}>
          我的咨询
        </button>
      </li>
      <li>
        <button type="button" onClick={signOut}>
          退出登录
        </button>
      </li>
    </ul>
  );
  return (
    <HoverPanel panel={menu} placement="bottom-end">
      <Link to={paths.my.profile} className="header-user" data-testid="header-user">
        <span className="header-avatar">{user?.avatar ? <img src={user.avatar} alt="" /> : <UserOutlined />}</span>
        {unread > 0 && (
          <span className="header-unread" title={`${unread}条未读消息`} data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
        <span className="header-user-name" title={user?.nickname}>
          {user?.nickname ?? ''}
        </span>
        {membershipType(user) > 1 && user && (
          <img className="header-vip" src={user.level.tagImage} alt="VIP会员" width={28} height={14} />
        )}
      </Link>
    </HoverPanel>
  );
}
