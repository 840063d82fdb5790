import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Input, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import './rich-text.css';

/**
 * A Tiptap editor's formatting buttons (bold, italic, strike, subheading, lists, quote, link) and,
 * while a link is being set, its address bar: the site's rich-text editors (a post, a text lesson,
 * an agreement) put `tools` in their toolbar and `linkBar` under it.
 */
export function useFormatTools(editor: Editor) {
  const [isLinking, setIsLinking] = useState(false);
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
  return {
    tools: (
      <>
        {tool('加粗', state.bold, <BoldOutlined />, () => run((c) => c.toggleBold()))}
        {tool('斜体', state.italic, <ItalicOutlined />, () => run((c) => c.toggleItalic()))}
        {tool('删除线', state.strike, <StrikethroughOutlined />, () => run((c) => c.toggleStrike()))}
        {tool('小标题', state.heading, <b>H</b>, () => run((c) => c.toggleHeading({ level: 2 })))}
        {tool('无序列表', state.bulletList, <UnorderedListOutlined />, () => run((c) => c.toggleBulletList()))}
        {tool('有序列表', state.orderedList, <OrderedListOutlined />, () => run((c) => c.toggleOrderedList()))}
        {tool('引用', state.blockquote, <b>“</b>, () => run((c) => c.toggleBlockquote()))}
        {tool('链接', state.link || isLinking, <LinkOutlined />, () => setIsLinking(!isLinking))}
      </>
    ),
    linkBar: isLinking ? <LinkBar editor={editor} onDone={() => setIsLinking(false)} /> : null,
  };
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
    <Space.Compact className="rich-text-link">
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
