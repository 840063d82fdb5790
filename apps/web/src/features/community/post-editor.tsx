import { POST_TEXT_MAX, postTextOf } from '@vce/contract/community';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { Space } from 'antd';
import { EmojiPicker } from '../../shared/emoji/emoji-picker';
import { useFormatTools } from '../../shared/rich-text/format-tools';
import { PostImageButton } from './post-image-button';

export interface PostBodyChange {
  html: string;
  /** The characters of its text, as the server counts them against the limit. */
  textLength: number;
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Placeholder.configure({ placeholder: '分享你的交易思路、复盘或问题……' }),
  // Uploaded pictures only (the server keeps no other): never a pasted data: URL.
  Image.configure({ allowBase64: false }),
];

const countId = 'post-editor-count';
// Constant, so typing (which re-renders the composer) does not hand the editor new options.
const editorProps = {
  attributes: {
    class: 'post-content rich-text-area',
    'aria-label': '正文',
    'aria-multiline': 'true',
    'aria-describedby': countId,
  },
};

/** The text's length as the server counts it: blocks apart by a space (community/post-html.ts). */
const textLengthOf = (editor: Editor) =>
  postTextOf(editor.state.doc.textBetween(0, editor.state.doc.content.size, ' ', ' ')).length;

/**
 * A post's body: rich text in Tiptap, with the formatting and uploaded images the server keeps
 * (community/post-html.ts).
 * Its counter shows `textLength`, the length `onChange` last reported; `initialHtml` starts it.
 */
export function PostEditor({
  textLength,
  initialHtml,
  onChange,
}: {
  textLength: number;
  initialHtml?: string;
  onChange(change: PostBodyChange): void;
}) {
  const report = (current: Editor) =>
    onChange({ html: current.isEmpty ? '' : current.getHTML(), textLength: textLengthOf(current) });
  const editor = useEditor({
    extensions,
    editorProps,
    content: initialHtml,
    // Reported from the start too: a post opened for editing is counted as the editor reads it.
    onCreate: ({ editor: created }) => report(created),
    onUpdate: ({ editor: changed }) => report(changed),
  });
  const { tools, linkBar } = useFormatTools(editor);
  return (
    <div className="rich-text">
      <Space className="rich-text-toolbar" size={2} wrap>
        {tools}
        <EmojiPicker onPick={(text) => editor.chain().focus().insertContent(text).run()} />
        <PostImageButton editor={editor} />
      </Space>
      {linkBar}
      <EditorContent editor={editor} />
      <div id={countId} className={textLength > POST_TEXT_MAX ? 'post-editor-count over' : 'post-editor-count'}>
        {textLength} / {POST_TEXT_MAX}
        {textLength > POST_TEXT_MAX && '，已超出字数上限'}
      </div>
    </div>
  );
}
