import type { Newsletter } from '@vce/contract/community-newsletters';
import { productNameOf } from '@vce/market-core/product-spec';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { communityNewsletterReads } from '../../../db/schema/community-newsletters';
import type { Db } from '../../../platform/db';
import { findFollowedSymbols } from '../../account/account-service';
import { readProductNotes } from '../../bbas/express-service';
import { readStrategyNotesOf } from '../../learning/strategy/strategy-service';

/** How many unread ones are counted at most: the badge says 99+ past it. */
const UNREAD_COUNTED = 100;

async function readAtOf(db: Db, userId: number) {
  const [row] = await db
    .select({ readAt: communityNewsletterReads.readAt })
    .from(communityNewsletterReads)
    .where(eq(communityNewsletterReads.userId, userId));
  return row?.readAt.getTime() ?? 0;
}

/** The newest key newsletters of some products, before `before`, both kinds as one list. */
async function newslettersOf(db: Db, input: { symbols: string[]; limit: number; before?: number }) {
  const [notes, strategies] = await Promise.all([
    readProductNotes({ db, ...input }),
    readStrategyNotesOf({ db, ...input }),
  ]);
  const items = [
    ...notes.map((note) => ({ ...note, kind: 'note' as const })),
    ...strategies.map((note) => ({
      id: `strategy-${note.id}`,
      kind: 'strategy' as const,
      symbol: note.symbol,
      title: note.title,
      content: note.summary,
      time: note.time,
    })),
  ];
  return items.sort((a, b) => b.time - a.time).slice(0, input.limit);
}

/**
 * 重点快讯: the editor notes and strategy notes of the products the user follows (their profile's
 * choice), newest first, each marked read or not against how far they have read.
 */
export async function readKeyNewsletters(input: {
  app: FastifyInstance;
  userId: number;
  limit: number;
  before?: number;
}) {
  const { app, userId } = input;
  const [symbols, readAt] = await Promise.all([findFollowedSymbols(app.db, userId), readAtOf(app.db, userId)]);
  // The first page is the start of the newest ones the unread count reads: one fetch serves both.
  const newestFetch = newslettersOf(app.db, { symbols, limit: UNREAD_COUNTED });
  const [page, newest] = await Promise.all([
    input.before === undefined
      ? newestFetch.then((items) => items.slice(0, input.limit))
      : newslettersOf(app.db, { symbols, limit: input.limit, before: input.before }),
    newestFetch,
  ]);
  const list: Newsletter[] = page.map((item) => ({
    id: item.id,
    kind: item.kind,
    symbol: item.symbol,
    name: productNameOf(item.symbol),
    title: item.title,
    content: item.content,
    time: item.time,
    is_read: item.time <= readAt,
  }));
  return {
    list,
    followed: symbols.map((symbol) => ({ symbol, name: productNameOf(symbol) })),
    unread_count: newest.filter((item) => item.time > readAt).length,
  };
}

/** Everything published so far is read. */
export async function markKeyNewslettersRead(input: { app: FastifyInstance; userId: number }) {
  const readAt = new Date();
  await input.app.db
    .insert(communityNewsletterReads)
    .values({ userId: input.userId, readAt })
    .onConflictDoUpdate({ target: communityNewsletterReads.userId, set: { readAt } });
  return { unread_count: 0 };
}
