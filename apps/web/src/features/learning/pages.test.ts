import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runPrefetch } from '../../shared/pages-prefetch.test-kit';

// What the prefetchers ask the server; nothing else of the browser.
const asked = vi.hoisted(() => ({ calls: [] as { path: string; body: unknown }[] }));
vi.mock('../../shared/api/api', () => ({
  api: {
    call: async (call: { path: string }, body: unknown) => {
      asked.calls.push({ path: call.path, body });
      return { id: 1 };
    },
  },
}));
const { learningPages } = await import('./pages');
const { queryClient } = await import('../../shared/query-client');
const { courseDetailsQueryOptions } = await import('./api/courses');
const { contractInfoQueryOptions } = await import('./api/contract-info');

const prefetch = (path: keyof typeof learningPages, query = '') => runPrefetch(learningPages, path, query);

beforeEach(() => {
  queryClient.clear();
  asked.calls.length = 0;
});

describe("learning's pages ask for their first answers while their code loads", () => {
  it('a course, under the key its page reads; nothing for a malformed id', async () => {
    await prefetch('/classroomV2/courseDetails', 'id=3');
    expect(asked.calls).toEqual([{ path: '/api/course/details', body: { id: 3 } }]);
    expect(queryClient.getQueryData(courseDetailsQueryOptions(3).queryKey)).toEqual({ id: 1 });
    asked.calls.length = 0;
    await prefetch('/classroomV2/courseDetails', 'id=three');
    expect(asked.calls).toEqual([]);
  });

  it("the calculator's product, rb when the address names none", async () => {
    await prefetch('/klineTraining/calculator', 'symbol=SR');
    await prefetch('/klineTraining/calculator');
    expect(asked.calls.map((call) => call.body)).toEqual([{ symbol: 'SR' }, { symbol: 'rb' }]);
    expect(queryClient.getQueryData(contractInfoQueryOptions('rb').queryKey)).toEqual({ id: 1 });
  });
});
