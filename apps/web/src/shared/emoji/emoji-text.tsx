import { emojiImage, emojiPattern } from '@vce/contract/community-emoji';
import { Fragment, type ReactNode } from 'react';
import './emoji.css';

/** Plain text (a comment, an excerpt) with the dictionary's bracketed names drawn as their images. */
export function EmojiText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(emojiPattern)) {
    const src = emojiImage(match[1]!);
    if (!src) continue;
    parts.push(<Fragment key={last}>{text.slice(last, match.index)}</Fragment>);
    parts.push(<img key={match.index} src={src} alt={match[0]} className="emoji" width={20} height={20} />);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return <>{text}</>;
  parts.push(<Fragment key={last}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
