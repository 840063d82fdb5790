import sanitizeHtml from 'sanitize-html';
import { documentTags } from '../../platform/document-tags';

/**
 * An agreement's allow-list: the document tags. Everything else goes — scripts and styles with their
 * text, other tags keep only their text, and every attribute but a link's `href` (http, https, mailto
 * or a path on this site) and a cell's spans.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: documentTags,
  // A link's target and rel are the ones set below, whatever was stored.
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Another site's links open in a new tab and pass it no opener or referrer; the site's own paths stay in the tab.
  transformTags: {
    a: (_tag, attributes): sanitizeHtml.Tag => ({
      tagName: 'a',
      attribs: /^\/(?!\/)/.test(attributes.href ?? '')
        ? attributes
        : { ...attributes, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/** An agreement's HTML reduced to the allow-list above: safe to render as is. */
export function sanitizeAgreementHtml(html: string): string {
  return sanitizeHtml(html, options);
}
