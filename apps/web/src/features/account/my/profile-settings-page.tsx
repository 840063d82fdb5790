import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Descriptions } from 'antd';
import { useState } from 'react';
import { isSignedIn } from '../../../shared/session';
import { LoginRequired } from '../../../shared/ui/login-required';
import { useCurrentUser } from '../../../shared/current-user';
import { lazyOnDemand, useCodeReady } from '../../../shared/lazy-chunk';
import './my-pages.css';

// The dialog's code (its form, the avatar upload) loads when someone starts editing.
const ProfileEditDialog = lazyOnDemand(
  () => import('./profile-edit-dialog'),
  (module) => module.ProfileEditDialog,
);

/** /my/setUpInformation: the current avatar and nickname, edited in a dialog. */
export default function ProfileSettingsPage() {
  const { data: user } = useCurrentUser();
  const [isEditing, setIsEditing] = useState(false);
  // Once in, the dialog stays mounted, so that closing it plays out.
  const isDialogReady = useCodeReady(ProfileEditDialog, isEditing);
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
      <Button type="primary" onClick={() => setIsEditing(true)} loading={isEditing && !isDialogReady}>
        编辑资料
      </Button>
      {isDialogReady && (
        <ProfileEditDialog
          open={isEditing}
          current={{ avatar: user.avatar, nickname: user.nickname }}
          onClose={() => setIsEditing(false)}
        />
      )}
    </div>
  );
}
