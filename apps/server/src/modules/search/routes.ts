import { clearSearchHistory, searchHistory, searchQuery, searchSuggest } from '@vce/contract/search';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import { buildIndexIfStale, deleteDocuments, rebuildKind, refreshDocuments } from './search-index';
import { forgetSearchHistory, readSearchHistory, searchEverything, suggestFor } from './search-service';

/**
 * Search: one query over the products, the areas' documents and the members, the index built on the
 * first start of each version and kept current by the areas' events (each applied once, on any process).
 */
export async function searchRoutes(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    if (await buildIndexIfStale(app.db)) app.log.info('search index built');
  });

  app.events.committed('post.created', 'search.post-created', async ({ postId }, tx) => {
    await refreshDocuments(tx, 'post', [postId]);
    // A post may name new topics: they are made with it.
    await rebuildKind(tx, 'topic');
  });
  app.events.committed('post.edited', 'search.post-edited', async ({ postId }, tx) => {
    await refreshDocuments(tx, 'post', [postId]);
    await rebuildKind(tx, 'topic');
  });
  // In the removing transaction: a deleted or hidden post is never found once it is gone.
  app.events.within('community.removed', async (tx, { postId, commentIds }) => {
    if (commentIds.length === 0) await deleteDocuments(tx, 'post', [postId]);
  });
  app.events.committed('strategy.written', 'search.strategy-written', (_event, tx) => rebuildKind(tx, 'strategy'));

  registerCall(app, searchQuery, ({ body, userId }) => searchEverything(app, { ...body, userId }));
  registerCall(app, searchSuggest, ({ body }) => suggestFor(app, body.keyword));
  registerCall(app, searchHistory, async ({ userId }) => ({ list: await readSearchHistory(app, userId) }));
  registerCall(app, clearSearchHistory, async ({ userId }) => {
    await forgetSearchHistory(app, userId);
    return null;
  });
}
