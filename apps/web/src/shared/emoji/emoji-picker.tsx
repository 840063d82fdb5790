import { SmileOutlined } from '@ant-design/icons';
import { emojiImage, emojis } from '@vce/contract/community-emoji';
import { Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import './emoji.css';

/** 表情: the dictionary as a grid; a pick hands its bracketed name (`[微笑]`) to `onPick`. */
export function EmojiPicker({ onPick }: { onPick(text: string): void }) {
  const [open, setOpen] = useState(false);
  const grid = (
    <div className="emoji-grid" role="listbox" aria-label="表情">
      {emojis.map(([name]) => (
        <button
          key={name}
          type="button"
          role="option"
          aria-selected={false}
          aria-label={name}
          title={name}
          onClick={() => {
            setOpen(false);
            onPick(`[${name}]`);
          }}
        >
          <img src={emojiImage(name)} alt="" width={24} height={24} loading="lazy" />
        </button>
      ))}
    </div>
  );
  return (
    <Popover
      content={grid}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomLeft"
      // Inside the composer's dialog, not under it.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Tooltip title="表情">
        <Button type="text" size="small" icon={<SmileOutlined />} aria-label="表情" />
      </Tooltip>
    </Popover>
  );
}
