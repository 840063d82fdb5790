import { PictureOutlined } from '@ant-design/icons';
import { Button, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { imageTypes, isUploadableImage, uploadImage } from './upload-image';

/**
 * 图片: picks a picture, uploads it through the site's upload with its progress, and hands its
 * address to `onUploaded`. `canAdd` refuses (and says why) when no more may be added.
 */
export function ImageUploadButton({
  canAdd,
  onUploaded,
}: {
  canAdd: () => boolean;
  onUploaded: (url: string) => void;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const send = async (file: File) => {
    setPercent(0);
    try {
      onUploaded((await uploadImage(file, { onProgress: setPercent })).url);
    } catch {
      // Refusals are shown by the API client; transport failures are logged.
    } finally {
      setPercent(null);
    }
  };
  return (
    <Upload
      accept={imageTypes}
      showUploadList={false}
      beforeUpload={(file) => canAdd() && isUploadableImage(file)}
      customRequest={({ file }) => void send(file as File)}
    >
      <Tooltip title={percent === null ? '图片' : `上传中 ${percent}%`}>
        <Button type="text" size="small" icon={<PictureOutlined />} aria-label="图片" loading={percent !== null} />
      </Tooltip>
    </Upload>
  );
}
