import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with the searched words marked (any case), the longest word first where two overlap. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = [...terms].filter(Boolean).sort((a, b) => b.length - a.length);
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi'));
  return (
    <>
      {parts.map((part, index) =>
        // split's captures sit at odd places: those are the matches.
        index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
