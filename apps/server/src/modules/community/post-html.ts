import { postTextOf } from '@vce/contract/community';
import { emojiImage, emojiPattern } from '@vce/contract/community-emoji';
import sanitizeHtml from 'sanitize-html';
import { textOfHtml } from '../../platform/plain-text';

const isWebAddress = (href: string | undefined): href is string => href !== undefined && /^https?:\/\//i.test(href);

/** An image the site's own upload stored (uploads/upload-service.ts names them so): nothing else is shown. */
const isUploadedImage = (src: string | undefined) =>
  src !== undefined && /^\/uploads\/[0-9a-f]{32}\.(?:jpg|png|webp|gif)$/.test(src);

/**
 * What a post's body may hold: the editor's formatting (paragraphs, headings, emphasis, lists, quotes,
 * code, rules, links and the site's uploaded images). Everything else goes: scripts and styles with
 * their text, other tags keep only their text, and every attribute but a link's `href`, kept only when
 * it is an http(s) address, and an image's `src`, kept only when it is an upload of this site; a
 * link's target and rel and an image's alt and loading are set here whatever was sent.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'strong',
    'em',
    's',
    'u',
    'blockquote',
    'ul',
    'ol',
    'li',
    'code',
    'pre',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'loading'] },
  allowedSchemes: ['http', 'https'],
  // Only the site's own uploads, by a path of its own form; any other image goes with its tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadedImage(frame.attribs.src),
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tag, { href }): sanitizeHtml.Tag => ({
      tagName: 'a',
      attribs: isWebAddress(href) ? { href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : {},
    }),
    img: (_tag, { src }): sanitizeHtml.Tag => ({
      tagName: 'img',
      attribs: { src: src ?? '', alt: '', loading: 'lazy' },
    }),
  },
};

export interface PostBody {
  /** The HTML to keep and show. */
  html: string;
  /** Its text as `postTextOf` counts it (the editor's counter shows the same). */
  text: string;
  /** The uploaded images it shows. */
  imageCount: number;
}

/** A body as sent, reduced to the allow-list, with the text a reader sees in it. */
export function cleanPostBody(sent: string): PostBody {
  const html = sanitizeHtml(sent, options).trim();
  const text = textOfHtml(html);
  return { html, text: postTextOf(text), imageCount: html.match(/<img /g)?.length ?? 0 };
}

/**
 * Rewrites the text of a post's sanitised HTML outside links (where product and topic tags are read):
 * never markup, never a link's words.
 */
export function mapPostText(html: string, rewrite: (text: string) => string) {
  let linkDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) linkDepth += 1;
        else if (/^<\/a>/i.test(part)) linkDepth -= 1;
        return part;
      }
      return linkDepth > 0 ? part : rewrite(part);
    })
    .join('');
}

/**
 * Draws the dictionary's bracketed names (`[微笑]`) of a post's sanitised HTML as their images: the
 * server's own markup, like the product chips; words in brackets that are no emoji stay text.
 */
export const drawEmoji = (html: string) =>
  mapPostText(html, (text) =>
    text.replace(emojiPattern, (whole, name: string) => {
      const src = emojiImage(name);
      return src ? `<img src="${src}" alt="${whole}" class="emoji" width="22" height="22">` : whole;
    }),
  );
