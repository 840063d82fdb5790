import type { Mention } from '@vce/contract/community-comments';
import { paths } from '@vce/contract/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmojiText } from '../../../shared/emoji/emoji-text';

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A comment's plain text drawn as text with its emoji, its checked @mentions as links to the named members' pages.
 * Only the mentions the server checked become links: an `@name` typed by hand stays text.
 */
export function CommentText({ content, mentions }: { content: string; mentions: Mention[] }) {
  if (mentions.length === 0) return <EmojiText text={content} />;
  const byName = new Map(mentions.map((mention) => [`@${mention.nickname}`, mention]));
  // Longest names first: "@期友a1" is not read as "@期友a" followed by "1".
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeForPattern);
  const parts: ReactNode[] = content.split(new RegExp(`(${names.join('|')})`)).map((part, index) => {
    const mention = byName.get(part);
    return mention ? (
      <Link key={index} to={paths.communityMember(mention.id)} className="comment-mention">
        {part}
      </Link>
    ) : (
      <EmojiText key={index} text={part} />
    );
  });
  return <>{parts}</>;
}
