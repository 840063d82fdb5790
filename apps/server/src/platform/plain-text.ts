import sanitizeHtml from 'sanitize-html';

const textOnly: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
/** Where words part in HTML: a block's end, a line break, a rule. */
const blockEnds = /<\/(p|h\d|li|div|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/g;
// The sanitiser escapes these in text; what it answers is text, shown as text.
const escapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/** The text a reader sees in some HTML (a post's body, a lesson's), blocks parted by a space. */
export const textOfHtml = (html: string) =>
  sanitizeHtml(html.replace(blockEnds, '$& '), textOnly).replace(
    /&(amp|lt|gt);/g,
    (entity) => escapes[entity] ?? entity,
  );

/** The start of a text, cut between characters (an emoji is never halved). */
export function excerptOf(text: string, length = 120) {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
