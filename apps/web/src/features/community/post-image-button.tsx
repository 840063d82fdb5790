import { POST_IMAGES_MAX, postImagesTooMany } from '@vce/contract/community';
import type { Editor } from '@tiptap/react';
import { toast } from '../../shared/ui/feedback';
import { ImageUploadButton } from '../../shared/uploads/image-upload-button';

const imagesIn = (editor: Editor) => {
  let count = 0;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image') count += 1;
  });
  return count;
};

/** 图片: uploads a picture through the site's upload and puts it in the post at the cursor (up to 9). */
export function PostImageButton({ editor }: { editor: Editor }) {
  const canAdd = () => imagesIn(editor) < POST_IMAGES_MAX || (void toast.error(postImagesTooMany), false);
  return (
    <ImageUploadButton canAdd={canAdd} onUploaded={(url) => editor.chain().focus().setImage({ src: url }).run()} />
  );
}
