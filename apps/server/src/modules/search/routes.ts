import { clearSearchHistory, searchHistory, searchQuery, searchSuggest } from '@vce/contract/search';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import type { Db } from '../../platform/db';
import { buildIndexIfStale, deleteDocuments, refreshDocuments } from './search-index';
import { forgetSearchHistory, readSearchHistory, searchEverything, suggestFor } from './search-service';

/**
 * Search: one query over the products, the areas' documents and the members, the index built on the
 * first start of each version and kept current by the areas' events (each applied once, on any process).
 */
export async function searchRoutes(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    if (await buildIndexIfStale(app.db)) app.log.info('search index built');
  });

  // A post may name new topics (made with it): those it names are indexed beside it.
  const indexPost = async ({ postId, topicIds }: { postId: number; topicIds: number[] }, tx: Db) => {
    await refreshDocuments(tx, 'post', [postId]);
    await refreshDocuments(tx, 'topic', topicIds);
  };
  app.events.committed('post.created', 'search.post-created', indexPost);
  app.events.committed('post.edited', 'search.post-edited', indexPost);
  // In the removing transaction: a deleted or hidden post is never found once it is gone.
  app.events.within('community.removed', async (tx, { postId, commentIds }) => {
    if (commentIds.length === 0) await deleteDocuments(tx, 'post', [postId]);
  });
  app.events.committed('community.reviewed', 'search.community-reviewed', async (event, tx) => {
    if (event.outcome === 'restored' && event.commentIds.length === 0)
      await refreshDocuments(tx, 'post', [event.postId]);
  });
  app.events.committed('course.changed', 'search.course-changed', async ({ courseId, lessonIds }, tx) => {
    await refreshDocuments(tx, 'course', [courseId]);
    await refreshDocuments(tx, 'lesson', lessonIds);
  });
  app.events.committed('report.changed', 'search.report-changed', ({ reportId }, tx) =>
    refreshDocuments(tx, 'report', [reportId]),
  );
  app.events.committed('indicator.changed', 'search.indicator-changed', ({ indicatorId }, tx) =>
    refreshDocuments(tx, 'indicator', [indicatorId]),
  );
  app.events.committed('strategy.written', 'search.strategy-written', ({ noteIds }, tx) =>
    refreshDocuments(tx, 'strategy', noteIds),
  );

  registerCall(app, searchQuery, ({ body, userId }) => searchEverything(app, { ...body, userId }));
  registerCall(app, searchSuggest, ({ body }) => suggestFor(app, body.keyword));
  registerCall(app, searchHistory, async ({ userId }) => ({ list: await readSearchHistory(app, userId) }));
  registerCall(app, clearSearchHistory, async ({ userId }) => {
    await forgetSearchHistory(app, userId);
    return null;
  });
}
