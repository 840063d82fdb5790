import { foldWidthAndCase } from '@vce/market-core/product-recognizer';
import {
  communitySearchKinds,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  searchKinds,
} from '@vce/contract/search';
import { paths } from '@vce/contract/routes';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../platform/unix-time';
import { findMembersByNickname } from '../account/account-reads';
import { matchProducts } from './product-matcher';
import type { DocumentKind } from './search-sources';
import {
  clearSearchHistory,
  anyDocumentMatches,
  findDocuments,
  findTitleSuggestions,
  listSearchHistory,
  RANKED_MAX,
  rememberSearch,
} from './search-store';
import { hasHan, termsOf } from './segmenter';

/** Words that say how one asks, not what: dropped from a query unless it has nothing else. */
const STOP_WORDS = new Set(
  '的 了 吗 呢 吧 啊 呀 是 在 和 与 及 或 也 都 就 怎么 怎么样 怎样 什么 如何 为什么 为何 哪些 哪个 一下 请问 看 看看 有 会 能 要 我 你'.split(
    ' ',
  ),
);
/** Longer than any nickname: such a query looks for no member. */
const NICKNAME_MAX = 20;

/**
 * A query word as a tsquery lexeme: Latin and digits also as a prefix (a code or a word being typed:
 * mac finds macd); a Chinese word exactly, as the index holds its shorter words too (螺纹 in 螺纹钢).
 */
const lexemeOf = (term: string) => (hasHan(term) ? `'${term}'` : `'${term}':*`);
/** The same word in a title only (weight A). */
const titleLexemeOf = (term: string) => `${lexemeOf(term)}${hasHan(term) ? ':A' : 'A'}`;

/** What a keyword looks for: its words (as tsqueries: all of them, and any of them) and the phrase for titles. */
export function readQuery(keyword: string) {
  const phrase = foldWidthAndCase(keyword).replace(/\s+/g, ' ').trim();
  const terms = termsOf(phrase);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  const used = meaningful.length > 0 ? meaningful : terms;
  return {
    phrase,
    terms: used,
    // Every word first (a few, telling matches); any word when no document has them all.
    tsquery: used.map(lexemeOf).join(' & '),
    anyTsquery: used.length > 1 ? used.map(lexemeOf).join(' | ') : '',
    titleTsquery: used.map(titleLexemeOf).join(' & '),
    // One Chinese character is shorter than jieba's words: titles holding it are read instead.
    byTitle: Array.from(phrase).length === 1 && hasHan(phrase),
  };
}

const kindsOf = (scope: 'all' | 'community' | SearchKind): readonly SearchKind[] =>
  scope === 'all' ? searchKinds : scope === 'community' ? communitySearchKinds : [scope];

/** A product opens its BBAS page; in the community's search, its board (品种吧). */
function productGroup(input: { keyword: string; offset: number; limit: number; inCommunity: boolean }): SearchGroup {
  const { keyword, offset, limit } = input;
  const matches = matchProducts(keyword);
  return {
    kind: 'product',
    total: matches.length,
    ranked: matches.length,
    hits: matches.slice(offset, offset + limit).map((match, index) => ({
      kind: 'product',
      id: offset + index + 1,
      title: match.name,
      excerpt: [match.exchangeName, match.code, match.reason].filter(Boolean).join(' · '),
      link: input.inCommunity ? paths.communityBoard(match.code) : paths.bbasDetail(match.code),
      time: 0,
      symbol: match.code,
    })),
  };
}

async function memberGroup(app: FastifyInstance, phrase: string, offset: number, limit: number): Promise<SearchGroup> {
  if (phrase.length > NICKNAME_MAX) return { kind: 'member', total: 0, ranked: 0, hits: [] };
  const { rows, total } = await findMembersByNickname(app.db, { keyword: phrase, offset, limit });
  return {
    kind: 'member',
    total,
    ranked: total,
    hits: rows.map((row) => ({
      kind: 'member',
      id: row.id,
      title: row.nickname,
      excerpt: '',
      link: paths.communityMember(row.id),
      time: 0,
      avatar: row.avatar,
    })),
  };
}

async function documentGroups(
  app: FastifyInstance,
  input: {
    kinds: DocumentKind[];
    tsquery: string;
    anyTsquery: string;
    phrase: string;
    byTitle: boolean;
    offset: number;
    limit: number;
  },
): Promise<SearchGroup[]> {
  if (input.kinds.length === 0) return [];
  // Every word when some document has them all, else any of them (page 2 of a widened search too).
  const isWidened = input.anyTsquery !== '' && !(await anyDocumentMatches(app.db, input));
  const rows = await findDocuments(app.db, isWidened ? { ...input, tsquery: input.anyTsquery } : input);
  return input.kinds.map((kind) => {
    const hits = rows.filter((row) => row.kind === kind);
    const total = hits[0]?.total ?? 0;
    return {
      kind,
      total,
      ranked: Math.min(total, RANKED_MAX),
      hits: hits.map((row): SearchHit => ({
        kind,
        id: row.refId,
        title: row.title,
        excerpt: row.excerpt,
        link: row.link,
        time: unixSeconds(row.publishedAt),
      })),
    };
  });
}

/**
 * One search over everything findable, grouped in the page's order, groups with no hit left out.
 * A signed-in user's first page is kept among their recent searches.
 */
export async function searchEverything(
  app: FastifyInstance,
  input: {
    keyword: string;
    scope: 'all' | 'community' | SearchKind;
    page: number;
    limit: number;
    userId: number | null;
  },
) {
  const { phrase, terms, tsquery, anyTsquery, byTitle } = readQuery(input.keyword);
  if (!phrase) return { keyword: '', terms: [], groups: [] };
  const kinds = kindsOf(input.scope);
  const offset = (input.page - 1) * input.limit;
  const documentKinds = kinds.filter((kind): kind is DocumentKind => kind !== 'product' && kind !== 'member');
  const [documents, members] = await Promise.all([
    tsquery || byTitle
      ? documentGroups(app, { kinds: documentKinds, tsquery, anyTsquery, phrase, byTitle, offset, limit: input.limit })
      : [],
    kinds.includes('member') ? memberGroup(app, phrase, offset, input.limit) : null,
    input.userId !== null && input.page === 1
      ? rememberSearch(app.db, { userId: input.userId, keyword: phrase })
      : null,
  ]);
  const products = kinds.includes('product')
    ? productGroup({ keyword: phrase, offset, limit: input.limit, inCommunity: input.scope === 'community' })
    : null;
  const byKind = new Map([...documents, products, members].flatMap((group) => (group ? [[group.kind, group]] : [])));
  const groups = kinds.flatMap((kind) => {
    const group = byKind.get(kind);
    return group && group.total > 0 ? [group] : [];
  });
  return { keyword: phrase, terms, groups };
}

const SUGGESTED_PRODUCTS = 3;
const SUGGESTED = 8;

/**
 * What the box suggests for what has been typed so far: a few products, then the newest titles
 * holding every word typed. A keystroke's answer must be quick, so titles are found by their words
 * alone (one Chinese character typed is the products' turn) and not ranked further.
 */
export async function suggestFor(app: FastifyInstance, keyword: string) {
  const { phrase, titleTsquery } = readQuery(keyword);
  if (!phrase) return { list: [] };
  const products = matchProducts(phrase)
    .slice(0, SUGGESTED_PRODUCTS)
    .map((match) => ({
      kind: 'product' as const,
      text: match.name,
      link: paths.bbasDetail(match.code),
      symbol: match.code,
    }));
  const titles = titleTsquery
    ? await findTitleSuggestions(app.db, { titleTsquery, limit: SUGGESTED - products.length })
    : [];
  return {
    list: [...products, ...titles.map((row) => ({ kind: row.kind as DocumentKind, text: row.title, link: row.link }))],
  };
}

export const readSearchHistory = async (app: FastifyInstance, userId: number) =>
  (await listSearchHistory(app.db, userId)).map((row) => row.keyword);

export const forgetSearchHistory = (app: FastifyInstance, userId: number) => clearSearchHistory(app.db, userId);
