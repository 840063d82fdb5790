import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Space } from 'antd';
import { useMemo, useState } from 'react';
import { useFormatTools } from '../../shared/rich-text/format-tools';
import { ImageUploadButton } from '../../shared/uploads/image-upload-button';

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  // Uploaded pictures only (the server keeps no other): never a pasted data: URL.
  Image.configure({ allowBase64: false }),
];

/**
 * Rich text for the console's HTML fields (a text lesson, an agreement), as an antd form control:
 * `value` starts it, `onChange` gets its HTML ('' when empty). The server sanitises what is saved
 * against the field's allow-list.
 */
export function HtmlEditor({
  value,
  onChange,
  label,
  images = false,
}: {
  value?: string;
  onChange?(html: string): void;
  label: string;
  /** Whether the field keeps pictures (a lesson does, an agreement does not). */
  images?: boolean;
}) {
  // The first value and the same props on every render: the form re-renders the field on each
  // change, and new options given to the editor would reset where the caret is.
  const [initialHtml] = useState(value ?? '');
  const editorProps = useMemo(
    () => ({ attributes: { class: 'rich-text-area', 'aria-label': label, 'aria-multiline': 'true' } }),
    [label],
  );
  const editor = useEditor({
    extensions,
    editorProps,
    content: initialHtml,
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });
  const { tools, linkBar } = useFormatTools(editor);
  return (
    <div className="rich-text">
      <Space className="rich-text-toolbar" size={2} wrap>
        {tools}
        {images && (
          <ImageUploadButton
            canAdd={() => true}
            onUploaded={(url) => editor.chain().focus().setImage({ src: url }).run()}
          />
        )}
      </Space>
      {linkBar}
      <EditorContent editor={editor} />
    </div>
  );
}
