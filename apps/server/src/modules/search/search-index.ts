import { and, eq, inArray, sql } from 'drizzle-orm';
import { searchDocuments, searchIndexState } from '../../db/schema/search';
import type { Db } from '../../platform/db';
import { excerptOf, textOfHtml } from '../../platform/plain-text';
import { inTransaction } from '../../platform/transaction';
import { termsOf } from './segmenter';
import { type DocumentKind, documentSources, type SourceDocument } from './search-sources';

/** Bump when what is indexed or how changes: every database's index is rebuilt on its next start. */
export const INDEX_VERSION = 1;
/** tsvector positions stop at 16,383: a long body's later words are indexed without more positions. */
const POSITION_MAX = 16_383;

/**
 * A document's words as a tsvector literal: the title's weighted A, the body's B, each with its
 * position. Written literally (not through to_tsvector) so PostgreSQL's parser, whose idea of a
 * letter depends on the database's locale, never splits or drops the segmenter's Chinese words.
 */
function tsvectorOf(title: string, body: string) {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (terms: string[], weight: 'A' | 'B') => {
    for (const term of terms) {
      position = Math.min(position + 1, POSITION_MAX);
      const list = positions.get(term) ?? [];
      if (list.length < 8) list.push(`${position}${weight}`);
      positions.set(term, list);
    }
  };
  add(termsOf(title), 'A');
  add(termsOf(body), 'B');
  return [...positions].map(([term, list]) => `'${term}':${list.join(',')}`).join(' ');
}

/** Adds or replaces documents of a kind. */
export async function writeDocuments(db: Db, kind: DocumentKind, documents: SourceDocument[]) {
  for (let start = 0; start < documents.length; start += 200) {
    const rows = documents.slice(start, start + 200).map((document) => {
      const body = textOfHtml(document.body).replace(/\s+/g, ' ').trim();
      return {
        kind,
        refId: document.refId,
        title: document.title,
        excerpt: excerptOf(body),
        link: document.link,
        publishedAt: document.publishedAt,
        terms: sql`${tsvectorOf(document.title, body)}::tsvector`,
      };
    });
    await db
      .insert(searchDocuments)
      .values(rows)
      .onConflictDoUpdate({
        target: [searchDocuments.kind, searchDocuments.refId],
        set: {
          title: sql`excluded.title`,
          excerpt: sql`excluded.excerpt`,
          link: sql`excluded.link`,
          publishedAt: sql`excluded.published_at`,
          terms: sql`excluded.terms`,
        },
      });
  }
}

export async function deleteDocuments(db: Db, kind: DocumentKind, refIds: number[]) {
  if (refIds.length === 0) return;
  await db.delete(searchDocuments).where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.refId, refIds)));
}

/** Reads the documents of `ids` from their area again: those still there are rewritten, the others dropped. */
export async function refreshDocuments(db: Db, kind: DocumentKind, ids: number[]) {
  if (ids.length === 0) return;
  const found = await documentSources[kind](db, ids);
  const kept = new Set(found.map((document) => document.refId));
  await writeDocuments(db, kind, found);
  await deleteDocuments(
    db,
    kind,
    ids.filter((id) => !kept.has(id)),
  );
}

/**
 * Builds the index when this database has none of this version: once, however many processes start
 * together (the state row's lock makes the others wait, then find it built). Answers whether it built.
 */
export async function buildIndexIfStale(db: Db) {
  return inTransaction(db, async (tx) => {
    await tx.insert(searchIndexState).values({ id: 1, version: 0 }).onConflictDoNothing();
    const [state] = await tx.select().from(searchIndexState).where(eq(searchIndexState.id, 1)).for('update');
    if (state?.version === INDEX_VERSION) return false;
    await tx.delete(searchDocuments);
    for (const [kind, list] of Object.entries(documentSources) as [
      DocumentKind,
      (db: Db) => Promise<SourceDocument[]>,
    ][])
      await writeDocuments(tx, kind, await list(tx));
    await tx
      .update(searchIndexState)
      .set({ version: INDEX_VERSION, builtAt: new Date() })
      .where(eq(searchIndexState.id, 1));
    return true;
  });
}
