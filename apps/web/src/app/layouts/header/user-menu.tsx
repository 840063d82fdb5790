import { UserOutlined } from '@ant-design/icons';
import { logout } from '@vce/contract/account-login';
import { paths } from '@vce/contract/routes';
import { App, Avatar, Dropdown } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../features/account/api/get-user-index';
import { api } from '../../../shared/api/api';
import { LoginMode, openLogin } from '../../../shared/login-store';
import { clearSession, isSignedIn } from '../../../shared/session';

/** The signed-in user's dropdown, or the login/register link for a guest. */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  const { modal } = App.useApp();
  const navigate = useNavigate();

  if (!isSignedIn()) {
    return (
      <button type="button" className="header-login" onClick={() => openLogin(LoginMode.sms)}>
        登录/注册
      </button>
    );
  }
  const signOut = () =>
    modal.confirm({
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
  const items = [
    { key: 'speech', label: <Link to={paths.my.speech}>我的动态</Link> },
    { key: 'courses', label: <Link to={paths.my.courses}>我的课程</Link> },
    { key: 'vli', label: <Link to={paths.my.vli}>我的V粒</Link> },
    { key: 'profile', label: <Link to={paths.my.profile}>资料设置</Link> },
    { key: 'logout', label: '退出登录', onClick: signOut },
  ];
  return (
    <Dropdown menu={{ items }} placement="bottomRight">
      <span className="header-user" data-testid="header-user">
        <Avatar size={28} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <span className="header-user-name">{user?.nickname ?? ''}</span>
      </span>
    </Dropdown>
  );
}
