import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runPrefetch } from '../../shared/pages-prefetch.test-kit';

// What the prefetchers ask the server, and whether the reader is signed in; nothing else of the browser.
const asked = vi.hoisted(() => ({ calls: [] as { path: string; body: unknown }[], signedIn: true }));
vi.mock('../../shared/api/api', () => ({
  api: {
    call: async (call: { path: string }, body: unknown) => {
      asked.calls.push({ path: call.path, body });
      return { list: [] };
    },
  },
}));
vi.mock('../../shared/session', () => ({ isSignedIn: () => asked.signedIn }));
const { communityPages } = await import('./pages');
const { queryClient } = await import('../../shared/query-client');
const { feedQueryOptions } = await import('./api/posts');
const { favouritesQueryOptions } = await import('./api/reading');

const prefetch = (path: keyof typeof communityPages, query = '') => runPrefetch(communityPages, path, query);

beforeEach(() => {
  queryClient.clear();
  asked.calls.length = 0;
  asked.signedIn = true;
});

describe("the community's pages ask for their first answers while their code loads", () => {
  it('the feed the address opens, in the cache under the key the feed reads', async () => {
    await prefetch('/qiyouCommunityV2', 'feed=hot');
    expect(asked.calls).toEqual([
      { path: '/api/qi_you/postList', body: expect.objectContaining({ type: 'hot', page: 1, unsolved: false }) },
    ]);
    expect(
      queryClient.getQueryData(feedQueryOptions({ type: 'hot', page: 1, scope: {}, unsolved: false }).queryKey),
    ).toEqual({ list: [] });
  });

  it('a topic or a board and its feed, where 关注 (no tab of theirs) falls back to 最新; nothing for a malformed id', async () => {
    await prefetch('/qiyouCommunityV2/topicDetails', 'id=7&feed=following');
    expect(asked.calls.map((call) => call.body)).toEqual([
      { id: 7 },
      expect.objectContaining({ type: 'latest', topic_id: 7, page: 1 }),
    ]);
    asked.calls.length = 0;
    await prefetch('/qiyouCommunityV2/topicDetails', 'id=7x');
    expect(asked.calls).toEqual([]);
    await prefetch('/qiyouCommunityV2/board', 'symbol=rb&feed=following');
    expect(asked.calls.map((call) => call.body)).toEqual([
      { symbol: 'rb' },
      expect.objectContaining({ type: 'latest', symbol: 'rb', page: 1 }),
    ]);
  });

  it('personal lists for a signed-in reader only, and 关注 likewise', async () => {
    await prefetch('/my/collection');
    expect(queryClient.getQueryData(favouritesQueryOptions(1).queryKey)).toEqual({ list: [] });
    asked.calls.length = 0;
    asked.signedIn = false;
    await prefetch('/my/collection');
    await prefetch('/my/history');
    await prefetch('/my/keyNewsletter');
    await prefetch('/qiyouCommunityV2', 'feed=following');
    expect(asked.calls).toEqual([]);
  });
});
