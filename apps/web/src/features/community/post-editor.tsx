import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { POST_TEXT_MAX, postTextOf } from '@vce/contract/community';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { Button, Input, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { EmojiPicker } from '../../shared/emoji/emoji-picker';
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
    class: 'post-content post-editor-area',
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
  const [isLinking, setIsLinking] = useState(false);
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
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  const tool = (title: string, isActive: boolean, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <Button
        type={isActive ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={isActive}
        onClick={onClick}
      />
    </Tooltip>
  );
  return (
    <div className="post-editor">
      <Space className="post-editor-toolbar" size={2} wrap>
        {tool('加粗', state.bold, <BoldOutlined />, () => run((c) => c.toggleBold()))}
        {tool('斜体', state.italic, <ItalicOutlined />, () => run((c) => c.toggleItalic()))}
        {tool('删除线', state.strike, <StrikethroughOutlined />, () => run((c) => c.toggleStrike()))}
        {tool('小标题', state.heading, <b>H</b>, () => run((c) => c.toggleHeading({ level: 2 })))}
        {tool('无序列表', state.bulletList, <UnorderedListOutlined />, () => run((c) => c.toggleBulletList()))}
        {tool('有序列表', state.orderedList, <OrderedListOutlined />, () => run((c) => c.toggleOrderedList()))}
        {tool('引用', state.blockquote, <b>“</b>, () => run((c) => c.toggleBlockquote()))}
        {tool('链接', state.link || isLinking, <LinkOutlined />, () => setIsLinking(!isLinking))}
        <EmojiPicker onPick={(text) => run((c) => c.insertContent(text))} />
        <PostImageButton editor={editor} />
      </Space>
      {isLinking && <LinkBar editor={editor} onDone={() => setIsLinking(false)} />}
      <EditorContent editor={editor} />
      <div id={countId} className={textLength > POST_TEXT_MAX ? 'post-editor-count over' : 'post-editor-count'}>
        {textLength} / {POST_TEXT_MAX}
        {textLength > POST_TEXT_MAX && '，已超出字数上限'}
      </div>
    </div>
  );
}

/** 链接: an http(s) address for the selected words, or (left empty) the link under the cursor removed. */
function LinkBar({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const apply = () => {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address === '') chain.unsetLink().run();
    else chain.setLink({ href: /^https?:\/\//i.test(address) ? address : `https://${address}` }).run();
    // Typing goes on after the link rather than over its words.
    editor.commands.setTextSelection(editor.state.selection.to);
    onDone();
  };
  return (
    <Space.Compact className="post-editor-link">
      <Input
        autoFocus
        value={href}
        placeholder="https://"
        aria-label="链接地址"
        onChange={(event) => setHref(event.target.value)}
        onPressEnter={(event) => {
          // The key would otherwise reach the editor, focused again by `apply`, and replace the linked words.
          event.preventDefault();
          apply();
        }}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
      <Button type="primary" onClick={apply}>
        确定
      </Button>
    </Space.Compact>
  );
}
