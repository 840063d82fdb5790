import { answerOperations, type AnswerOperation } from '@vce/contract/assistant';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { documentTags } from '../../platform/document-tags';

// Raw html in an engine's markdown is shown as text, never as markup: a model can be talked into
// writing a script tag, and the sanitiser below is the second guard.
const markdown = new MarkdownIt({ html: false, linkify: false, breaks: true });

const operationByRoute = new Map<string, AnswerOperation>(
  Object.entries(answerOperations).flatMap(([operation, route]) =>
    route ? [[route, operation as AnswerOperation] as const] : [],
  ),
);

/**
 * A link to one of the site's routes of spec 001 §2 carries its operation (and the product of a BBAS
 * detail), so the panel opens it as the spec says; other links open in a new tab without opener.
 */
function transformLink(_tag: string, attributes: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attributes.href ?? '';
  const url = URL.canParse(href, 'https://site.invalid') ? new URL(href, 'https://site.invalid') : null;
  const operation = url?.origin === 'https://site.invalid' ? operationByRoute.get(url.pathname) : undefined;
  const target = { target: '_blank', rel: 'noopener noreferrer nofollow' };
  if (!operation) return { tagName: 'a', attribs: { href, ...target } };
  const symbol = url?.searchParams.get('symbol') ?? '';
  const attribs: sanitizeHtml.Attributes = { href: `${url?.pathname}${url?.search}`, 'data-operation': operation };
  if (operation === 'bbas_detail' && /^[A-Za-z]{1,4}$/.test(symbol)) attribs['data-symbol'] = symbol;
  return { tagName: 'a', attribs: { ...attribs, ...target } };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...documentTags, 'code', 'pre'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'data-operation', 'data-symbol'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: transformLink },
};

/** An answer's markdown as the panel renders it: html reduced to the allow-list, links with their operations. */
export const answerHtmlOf = (answer: string) => sanitizeHtml(markdown.render(answer), options);
