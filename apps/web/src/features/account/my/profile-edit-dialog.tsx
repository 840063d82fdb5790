import { nicknameMax } from '@vce/contract/account-profile';
import { limits } from '@vce/contract/limits';
import { msg } from '@vce/contract/messages';
import { Form, Input, Modal } from 'antd';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from './avatar-upload';
import { toastThen } from '../../../shared/ui/feedback';

interface ProfileValues {
  avatar: string;
  nickname: string;
}

/**
 * Edits the avatar and nickname (spec 000 §4): saving posts both, shows the server's message and
 * reloads after 0.8 s; closing resets the form to the current avatar and nickname.
 */
export function ProfileEditDialog({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: ProfileValues;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProfileValues>();
  const updateProfile = useUpdateProfile();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const save = async ({ avatar, nickname }: ProfileValues) => {
    try {
      // A user without an avatar yet may change only the nickname.
      const message = await updateProfile.mutateAsync(avatar ? { avatar, nickname } : { nickname });
      toastThen(message, limits.profileReloadDelayMs, () => window.location.reload());
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <Modal
      open={open}
      title="编辑资料"
      onCancel={close}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={updateProfile.isPending}
      forceRender
    >
      <Form form={form} initialValues={current} onFinish={save} layout="vertical" aria-label="编辑资料">
        <Form.Item name="avatar" label="头像">
          <AvatarUpload />
        </Form.Item>
        <Form.Item
          name="nickname"
          label="昵称"
          rules={[
            { required: true, whitespace: true, message: msg.nicknameRequired },
            { max: nicknameMax, message: msg.nicknameTooLong },
          ]}
        >
          <Input maxLength={nicknameMax} showCount placeholder="请输入昵称" aria-label="昵称" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
