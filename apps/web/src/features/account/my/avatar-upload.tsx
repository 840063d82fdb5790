import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { imageTypes, isUploadableImage, uploadImage } from '../../../shared/uploads/upload-image';

/**
 * The avatar field of the profile edit: a real upload to /api/common/upload with its progress,
 * then the returned fullurl as value and preview.
 */
export function AvatarUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const [percent, setPercent] = useState<number | null>(null);
  const send = async (file: File) => {
    setPercent(0);
    try {
      const { fullurl } = await uploadImage(file, { onProgress: setPercent });
      onChange?.(fullurl);
    } catch {
      // Refusals are shown by the API client; transport failures are logged.
    } finally {
      setPercent(null);
    }
  };
  return (
    <div className="avatar-upload">
      <Avatar size={80} src={value || undefined} icon={<UserOutlined />} alt="头像预览" />
      <Upload
        accept={imageTypes}
        showUploadList={false}
        beforeUpload={isUploadableImage}
        customRequest={({ file }) => void send(file as File)}
      >
        <Button loading={percent !== null}>上传头像</Button>
      </Upload>
      {percent !== null ? <Progress percent={percent} size="small" aria-label="上传进度" /> : null}
    </div>
  );
}
