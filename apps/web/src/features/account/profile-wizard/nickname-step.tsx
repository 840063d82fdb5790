import { limits } from '@vce/contract/limits';
import { msg } from '@vce/contract/messages';
import { Button, Form, type FormInstance, Input, Radio, Space } from 'antd';
import { useRandNickname } from '../api/get-rand-nickname';

export interface NicknameValues {
  nickname: string;
  gender?: number;
}

/** Step 1: a nickname of at most 6 characters (or a random one) and the gender. */
export function NicknameStep({ form }: { form: FormInstance<NicknameValues> }) {
  const randNickname = useRandNickname();
  const pickRandom = async () => {
    try {
      form.setFieldsValue({ nickname: await randNickname.mutateAsync() });
      await form.validateFields(['nickname']);
    } catch {
      // Refusals are shown by the API client; a still-invalid field shows its own message.
    }
  };
  return (
    <Form form={form} layout="vertical" aria-label="昵称与性别">
      <Form.Item label="昵称" required>
        <Space.Compact block>
          <Form.Item
            name="nickname"
            noStyle
            rules={[{ required: true, whitespace: true, message: msg.nicknameRequired }]}
          >
            <Input maxLength={limits.wizardNicknameMax} showCount placeholder="请输入昵称" aria-label="昵称" />
          </Form.Item>
          <Button onClick={pickRandom} loading={randNickname.isPending}>
            随机
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="gender" label="性别">
        <Radio.Group
          options={[
            { value: 1, label: '男' },
            { value: 2, label: '女' },
          ]}
        />
      </Form.Item>
    </Form>
  );
}
