import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { searchDocuments, searchHistory } from '../../db/schema/search';
import type { Db } from '../../platform/db';
import { containing } from '../../platform/like-pattern';
import type { DocumentKind } from './search-sources';

/**
 * Documents of `kinds` matching the query, ranked per kind (docs/decisions.md "Search"): the whole
 * query in the title first, then text-search rank (title words weigh A, body words B), then the
 * newest. Each kind's hits `offset` + 1 … `offset` + `limit`, with how many it has in all.
 */
export async function findDocuments(
  db: Db,
  input: { kinds: DocumentKind[]; tsquery: string; phrase: string; offset: number; limit: number },
) {
  const query = sql`${input.tsquery}::tsquery`;
  const inTitle = sql`(${searchDocuments.title} ilike ${containing(input.phrase)})`;
  const ranked = db
    .select({
      kind: searchDocuments.kind,
      refId: searchDocuments.refId,
      title: searchDocuments.title,
      excerpt: searchDocuments.excerpt,
      link: searchDocuments.link,
      publishedAt: searchDocuments.publishedAt,
      total: sql<number>`count(*) over (partition by ${searchDocuments.kind})`.mapWith(Number).as('total'),
      place:
        sql<number>`row_number() over (partition by ${searchDocuments.kind} order by ${inTitle} desc, ts_rank(${searchDocuments.terms}, ${query}) desc, ${searchDocuments.publishedAt} desc)`
          .mapWith(Number)
          .as('place'),
    })
    .from(searchDocuments)
    .where(
      and(
        inArray(searchDocuments.kind, input.kinds),
        input.tsquery ? sql`(${searchDocuments.terms} @@ ${query} or ${inTitle})` : inTitle,
      ),
    )
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(and(gt(ranked.place, input.offset), lte(ranked.place, input.offset + input.limit)))
    .orderBy(ranked.kind, ranked.place);
}

/** Titles for the box's suggestions: the phrase in the title first, then rank, then the newest. */
export function findTitleSuggestions(db: Db, input: { tsquery: string; phrase: string; limit: number }) {
  const query = sql`${input.tsquery}::tsquery`;
  const inTitle = sql`(${searchDocuments.title} ilike ${containing(input.phrase)})`;
  return db
    .select({ kind: searchDocuments.kind, title: searchDocuments.title, link: searchDocuments.link })
    .from(searchDocuments)
    .where(input.tsquery ? sql`(${searchDocuments.terms} @@ ${query} or ${inTitle})` : inTitle)
    .orderBy(
      sql`${inTitle} desc`,
      sql`ts_rank(${searchDocuments.terms}, ${query}, 1) desc`,
      desc(searchDocuments.publishedAt),
    )
    .limit(input.limit);
}

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
