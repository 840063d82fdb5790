import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of an agreement's HTML: headings, paragraphs, lists, tables, emphasis and links.
 * Everything else goes — scripts and styles with their text, other tags keep only their text, and
 * every attribute but a link's `href` (http, https, mailto or a path on this site) and a cell's spans.
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

const options: sanitizeHtml.IOptions = {
  allowedTags: documentTags,
  // A link's target and rel are the ones set below, whatever was stored.
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab and pass no opener or referrer to the site they lead to.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** An agreement's HTML reduced to the allow-list above: safe to render as is. */
export function sanitizeAgreementHtml(html: string): string {
  return sanitizeHtml(html, options);
}
