/**
 * The tags of a rendered document the site shows (an agreement, an assistant's answer): headings,
 * paragraphs, lists, tables, emphasis and links. Each sanitiser adds its own attributes and schemes.
 */
export const documentTags = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'blockquote',
  'ol',
  'ul',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
