import sanitizeHtml from 'sanitize-html';
import { documentTags } from '../../../platform/document-tags';

/**
 * A text lesson's allow-list: the document tags and pictures of this site (uploaded or shipped);
 * links keep only an http(s) or site address and open another site in a new tab without an opener.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...documentTags, 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], th: ['colspan'], td: ['colspan'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(uploads|images)\/[\w/.-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (_tag, attributes): sanitizeHtml.Tag => ({
      tagName: 'a',
      attribs: /^\/(?!\/)/.test(attributes.href ?? '')
        ? { href: attributes.href! }
        : { href: attributes.href ?? '', target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/** A text lesson's HTML as an editor wrote it, reduced to what learners may be shown. */
export const sanitizeLessonHtml = (html: string) => sanitizeHtml(html, options);
