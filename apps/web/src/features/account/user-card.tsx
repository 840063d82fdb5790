import { UserOutlined } from '@ant-design/icons';
import { isMembershipEnding, membershipType } from '@vce/contract/account';
import { paths } from '@vce/contract/routes';
import { Avatar, Button, Card } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginMode, openLogin } from '../../shared/login-store';
import { useCurrentUser } from '../../shared/current-user';
import { useUserCount } from './api/get-user-count';

/** The personal area's left card: who you are, your membership, your circles and your wallet. */
export function UserCard() {
  const { data: user } = useCurrentUser();
  const { data: counts } = useUserCount();
  // Read once per visit: the renewal line does not need to appear while the page is open.
  const [openedAt] = useState(() => Date.now() / 1000);
  if (!user) {
    return (
      <Card className="user-card" data-testid="user-card">
        <Avatar size={64} icon={<UserOutlined />} />
        <p className="user-card-name">未登录</p>
        <p className="muted">登录后查看会员权益与钱包</p>
        <Button type="primary" block onClick={() => openLogin(LoginMode.sms)}>
          登录/注册
        </Button>
      </Card>
    );
  }
  const isMember = membershipType(user) > 1;
  const isEnding = isMembershipEnding(user, openedAt);
  return (
    <Card className="user-card" data-testid="user-card">
      <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} />
      <p className="user-card-name">
        <img src={user.level.levelImage} alt={`等级${user.level.level}`} height={16} /> {user.nickname}
      </p>
      {isMember ? (
        <p>
          有效期至 {dayjs.unix(user.level.levelExpirationTime).format('YYYY-MM-DD')}{' '}
          <Link to={paths.vip}>{isEnding ? '即将到期，立即续费' : '查看权益'}</Link>
        </p>
      ) : (
        <p>
          <Link to={paths.vip}>开通VIP享专属特权</Link>
        </p>
      )}
      <p className="user-card-counts">
        <Link to={paths.my.follow}>关注 {counts?.follow_count ?? 0}</Link>
        <Link to={paths.my.fans}>粉丝 {counts?.fans_count ?? 0}</Link>
      </p>
      <p>
        V券余额 {user.money} <Link to={paths.my.recharge}>充值</Link>
      </p>
    </Card>
  );
}
