import { PictureOutlined } from '@ant-design/icons';
import { POST_IMAGES_MAX, postImagesTooMany } from '@vce/contract/community';
import type { Editor } from '@tiptap/react';
import { Button, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { toast } from '../../shared/ui/feedback';
import { imageTypes, isUploadableImage, uploadImage } from '../../shared/uploads/upload-image';

const imagesIn = (editor: Editor) => {
  let count = 0;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image') count += 1;
  });
  return count;
};

/** 图片: uploads a picture through the site's upload and puts it in the post at the cursor (up to 9). */
export function PostImageButton({ editor }: { editor: Editor }) {
  const [percent, setPercent] = useState<number | null>(null);
  const isAllowed = (file: File) => {
    if (imagesIn(editor) >= POST_IMAGES_MAX) return (void toast.error(postImagesTooMany), false);
    return isUploadableImage(file);
  };
  const send = async (file: File) => {
    setPercent(0);
    try {
      const { url } = await uploadImage(file, { onProgress: setPercent });
      editor.chain().focus().setImage({ src: url }).run();
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
      beforeUpload={isAllowed}
      customRequest={({ file }) => void send(file as File)}
    >
      <Tooltip title={percent === null ? '图片' : `上传中 ${percent}%`}>
        <Button type="text" size="small" icon={<PictureOutlined />} aria-label="图片" loading={percent !== null} />
      </Tooltip>
    </Upload>
  );
}
