import { randomUUID } from 'node:crypto';
import { addSiteStatistics } from '@vce/contract/shell';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteStatistics } from '../../db/schema/shell';
import { createTestApp, createUser, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function sendStatistic(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/common/addSiteStatistics',
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest-agent', ...headers },
    payload: JSON.stringify(body),
  });
}

const rowsOf = (uuid: string) =>
  app.db.select().from(siteStatistics).where(eq(siteStatistics.uuid, uuid)).orderBy(asc(siteStatistics.id));

/** Rows are buffered and written about once a second: wait for them rather than for a fixed time. */
const waitForRows = (uuid: string, count: number) =>
  vi.waitFor(
    async () => {
      const rows = await rowsOf(uuid);
      expect(rows).toHaveLength(count);
      return rows;
    },
    { timeout: 3000, interval: 100 },
  );

describe('/api/common/addSiteStatistics', () => {
  it('stores each click with the visitor, the user and the page within a second or so', async () => {
    const uuid = randomUUID();
    const { user, token } = await createUser(app);
    const cookie = `theme=dark; uuid=${uuid}`;
    const answers = [
      await sendStatistic({ type: 80, path: '/', referrer: 'https://example.com/' }, { cookie }),
      await sendStatistic({ type: 227, path: '/bbasV3', target: 'banner' }, { cookie, token }),
      await sendStatistic({ type: 15, path: '/liveV2' }, { cookie }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(addSiteStatistics.data.parse(res.json().data)).toBeNull();
    }
    const rows = await waitForRows(uuid, 3);
    expect(rows.map((row) => [row.type, row.userId, row.path])).toEqual([
      [80, null, '/'],
      [227, user.id, '/bbasV3'],
      [15, null, '/liveV2'],
    ]);
    expect(rows[0]).toMatchObject({ referrer: 'https://example.com/', userAgent: 'vitest-agent' });
    expect(rows[1]).toMatchObject({ target: 'banner' });
  });

  it('takes the uuid of the body over the cookie', async () => {
    const fromBody = randomUUID();
    await sendStatistic({ type: 80, uuid: fromBody.toUpperCase() }, { cookie: `uuid=${randomUUID()}` });
    expect(await waitForRows(fromBody, 1)).toHaveLength(1);
  });

  it('stores no visitor id when the cookie is not a uuid', async () => {
    const path = `/no-uuid-${randomUUID()}`;
    await sendStatistic({ type: 80, path }, { cookie: 'uuid=not-a-uuid' });
    const rows = await vi.waitFor(
      async () => {
        const found = await app.db.select().from(siteStatistics).where(eq(siteStatistics.path, path));
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 3000, interval: 100 },
    );
    expect(rows[0]?.uuid).toBeNull();
  });

  it('ignores a uuid cookie with a malformed escape instead of failing', async () => {
    const res = await sendStatistic({ type: 80 }, { cookie: 'uuid=%E0%A4%A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(1);
  });

  it('stores all of a burst of 500 clicks', async () => {
    const uuid = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => sendStatistic({ type: 284, path: `/p/${i}` }, { cookie: `uuid=${uuid}` })),
    );
    expect(answers.every((res) => res.json().code === 1)).toBe(true);
    const rows = await waitForRows(uuid, 500);
    expect(new Set(rows.map((row) => row.path)).size).toBe(500);
  });

  it('refuses text PostgreSQL cannot store, without losing the clicks around it', async () => {
    const uuid = randomUUID();
    const cookie = `uuid=${uuid}`;
    await sendStatistic({ type: 80, path: '/before' }, { cookie });
    const res = await sendStatistic({ type: 80, path: '/bad\u0000path' }, { cookie });
    expect(res.json()).toMatchObject({ code: 0, msg: expect.stringContaining('页面路径') });
    await sendStatistic({ type: 80, path: '/after' }, { cookie });
    expect((await waitForRows(uuid, 2)).map((row) => row.path)).toEqual(['/before', '/after']);
  });
});
