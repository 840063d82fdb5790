import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Descriptions } from 'antd';
import { useState } from 'react';
import { isSignedIn } from '../../../shared/session';
import { LoginRequired } from '../../../shared/ui/login-required';
import { useCurrentUser } from '../../../shared/current-user';
import { ProfileEditDialog } from './profile-edit-dialog';
import './my-pages.css';

/** /my/setUpInformation: the current avatar and nickname, edited in a dialog. */
export default function ProfileSettingsPage() {
  const { data: user } = useCurrentUser();
  const [isEditing, setIsEditing] = useState(false);
  if (!isSignedIn()) return <LoginRequired />;
  if (!user) return null;
  return (
    <div className="my-page" data-testid="profile-settings">
      <h2>资料设置</h2>
      <Descriptions
        column={1}
        items={[
          {
            key: 'avatar',
            label: '头像',
            children: <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} />,
          },
          { key: 'nickname', label: '昵称', children: user.nickname },
          { key: 'mobile', label: '手机号', children: user.mobile || '未绑定' },
        ]}
      />
      <Button type="primary" onClick={() => setIsEditing(true)}>
        编辑资料
      </Button>
      <ProfileEditDialog
        open={isEditing}
        current={{ avatar: user.avatar, nickname: user.nickname }}
        onClose={() => setIsEditing(false)}
      />
    </div>
  );
}
