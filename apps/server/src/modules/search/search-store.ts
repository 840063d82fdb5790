import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { searchDocuments, searchHistory } from '../../db/schema/search';
import type { Db } from '../../platform/db';
import { containing } from '../../platform/like-pattern';
import type { DocumentKind } from './search-sources';

/**
 * The rows a query matches: by their words (the GIN index), and by the phrase inside the title
 * only where words cannot find it (`byTitle`: one Chinese character), as that arm reads every title.
 */
const matching = (input: { query: SQL; inTitle: SQL; byTitle: boolean }) =>
  input.byTitle
    ? sql`(${searchDocuments.terms} @@ ${input.query} or ${input.inTitle})`
    : sql`${searchDocuments.terms} @@ ${input.query}`;

/**
 * Each kind ranks at most its newest this many matches: a word in half the posts costs little more
 * than a rare one, and what it leaves unranked is older than a thousand newer matches.
 */
export const RANKED_MAX = 1000;

interface DocumentRow {
  kind: DocumentKind;
  ref_id: number;
  title: string;
  excerpt: string;
  link: string;
  published_at: string | Date;
  total: number | string;
}

/**
 * Documents of `kinds` matching the query, ranked per kind (docs/decisions.md "Search"): the whole
 * query in the title first, then text-search rank (title words weigh A, body words B), then the
 * newest, among each kind's newest `RANKED_MAX` matches. Each kind's hits `offset` + 1 … `offset` +
 * `limit`, with how many it matched in all.
 */
export async function findDocuments(
  db: Db,
  input: { kinds: DocumentKind[]; tsquery: string; phrase: string; byTitle: boolean; offset: number; limit: number },
) {
  const query = sql`${input.tsquery}::tsquery`;
  const inTitle = sql`(${searchDocuments.title} ilike ${containing(input.phrase)})`;
  const matches = matching({ query, inTitle, byTitle: input.byTitle });
  const kinds = sql`array[${sql.join(
    input.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}]::text[]`;
  // One arm a kind, so the planner sees which kind it reads: a word in half the posts walks the
  // kind's newest rows down its time index and stops at RANKED_MAX, a rare one reads its few matches
  // from the words' index. One window over every kind's matches sorted all of them (10,000 for 基差).
  const newest = sql.join(
    input.kinds.map(
      (kind) => sql`(select kind, ref_id, title, terms, published_at from ${searchDocuments}
        where ${searchDocuments.kind} = ${kind} and ${matches}
        order by ${searchDocuments.publishedAt} desc limit ${RANKED_MAX})`,
    ),
    sql` union all `,
  );
  const result = await db.execute(sql`
    with totals as (
      select kind, count(*) as total from ${searchDocuments}
      where ${searchDocuments.kind} = any(${kinds}) and ${matches}
      group by kind
    ), newest as (${newest}), ranked as (
      select kind, ref_id,
        row_number() over (
          partition by kind
          order by (title ilike ${containing(input.phrase)}) desc, ts_rank(terms, ${query}) desc, published_at desc
        ) as place
      from newest
    ), page as (
      select * from ranked where place > ${input.offset} and place <= ${input.offset + input.limit}
      limit ${input.kinds.length * input.limit}
    )
    select d.kind, d.ref_id, d.title, d.excerpt, d.link, d.published_at, totals.total
    from page
      join ${searchDocuments} d on d.kind = page.kind and d.ref_id = page.ref_id
      join totals on totals.kind = page.kind
    order by page.kind, page.place`);
  return (result as unknown as { rows: DocumentRow[] }).rows.map((row) => ({
    kind: row.kind,
    refId: row.ref_id,
    title: row.title,
    excerpt: row.excerpt,
    link: row.link,
    publishedAt: new Date(row.published_at),
    total: Number(row.total),
  }));
}

/** Whether any document of `kinds` matches a query (a narrower query, before a wider one is tried). */
export async function anyDocumentMatches(db: Db, input: { kinds: DocumentKind[]; tsquery: string }) {
  const [row] = await db
    .select({ kind: searchDocuments.kind })
    .from(searchDocuments)
    .where(and(inArray(searchDocuments.kind, input.kinds), sql`${searchDocuments.terms} @@ ${input.tsquery}::tsquery`))
    .limit(1);
  return row !== undefined;
}

/** The newest titles whose words match (a tsquery of title words): the box's suggestions. */
export const findTitleSuggestions = (db: Db, input: { titleTsquery: string; limit: number }) =>
  db
    .select({ kind: searchDocuments.kind, title: searchDocuments.title, link: searchDocuments.link })
    .from(searchDocuments)
    .where(sql`${searchDocuments.terms} @@ ${input.titleTsquery}::tsquery`)
    .orderBy(desc(searchDocuments.publishedAt))
    .limit(input.limit);

const HISTORY_KEPT = 10;

/** A user's latest searches, newest first. */
export const listSearchHistory = (db: Db, userId: number) =>
  db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt))
    .limit(HISTORY_KEPT);

/** Keeps a search as the user's newest, and only their latest few. */
export async function rememberSearch(db: Db, input: { userId: number; keyword: string }) {
  await db
    .insert(searchHistory)
    .values(input)
    .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.keyword], set: { searchedAt: sql`now()` } });
  await db.execute(sql`delete from ${searchHistory} where ${searchHistory.userId} = ${input.userId}
    and ${searchHistory.keyword} not in (select ${searchHistory.keyword} from ${searchHistory}
    where ${searchHistory.userId} = ${input.userId} order by ${searchHistory.searchedAt} desc limit ${HISTORY_KEPT})`);
}

export async function clearSearchHistory(db: Db, userId: number) {
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
}
