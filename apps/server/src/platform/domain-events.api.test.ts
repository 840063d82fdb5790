import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventOutbox } from '../db/schema/domain-events';
import { notices } from '../db/schema/notices';
import { createTestApp, createUser, type TestApp } from '../test/harness';
import { openDatabase } from './db';
import { DomainEvents } from './domain-events';
import { inTransaction } from './transaction';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A bus of events of its own on the app's database, as another process would have. */
const eventsOn = (db = app.db) => new DomainEvents({ db, log: app.log });

/** A consumer's effect the tests can count: one notice row per delivery. */
const writeNotice = (db: typeof app.db, userId: number, content: string) =>
  db.insert(notices).values({ userId, type: 'circle_policy', messageType: 'case', content: { content } });
const noticesSaying = async (content: string) =>
  (
    await app.db
      .select({ n: count() })
      .from(notices)
      .where(sql`${notices.content}->>'content' = ${content}`)
  )[0]!.n;
const outboxOf = (consumer: string) =>
  app.db.select().from(domainEventOutbox).where(eq(domainEventOutbox.consumer, consumer));

describe('domain events', () => {
  it('runs a within subscriber in the publishing transaction: it rolls back with the write', async () => {
    const { user } = await createUser(app);
    const events = eventsOn();
    events.within('post.created', async (tx, { userId }) => void (await writeNotice(tx, userId, 'within-rollback')));
    await expect(
      inTransaction(app.db, async (tx) => {
        await events.publish(tx, 'post.created', { postId: 1, userId: user.id, topicIds: [] });
        expect(await tx.select().from(notices).where(eq(notices.userId, user.id))).toHaveLength(1);
        throw new Error('the publisher fails after publishing');
      }),
    ).rejects.toThrow('the publisher fails');
    expect(await noticesSaying('within-rollback')).toBe(0);

    await inTransaction(app.db, (tx) =>
      events.publish(tx, 'post.created', { postId: 2, userId: user.id, topicIds: [] }),
    );
    expect(await noticesSaying('within-rollback')).toBe(1);
  });

  it('delivers a committed consumer once, after the commit, and leaves nothing in the outbox', async () => {
    const { user } = await createUser(app);
    const events = eventsOn();
    const seen: number[] = [];
    events.committed('notice.sent', 'test.after-commit', async ({ noticeId }, tx) => {
      seen.push(noticeId);
      await writeNotice(tx, user.id, 'after-commit');
    });
    await inTransaction(app.db, async (tx) => {
      await events.publish(tx, 'notice.sent', { noticeId: 7, userId: user.id });
      // The same fact twice in one transaction is one delivery.
      await events.publish(tx, 'notice.sent', { noticeId: 7, userId: user.id });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([7]);
    expect(await noticesSaying('after-commit')).toBe(1);
    expect(await outboxOf('test.after-commit')).toEqual([]);
    // A rolled-back publisher leaves no delivery behind.
    await inTransaction(app.db, async (tx) => {
      await events.publish(tx, 'notice.sent', { noticeId: 8, userId: user.id });
      throw new Error('rolled back');
    }).catch(() => undefined);
    await events.drainDue();
    expect(seen).toEqual([7]);
  });

  it('writes a row only for the payloads a consumer wants', async () => {
    const { user } = await createUser(app);
    const events = eventsOn();
    const seen: number[] = [];
    events.committed(
      'notice.sent',
      'test.only-even',
      async ({ noticeId }, tx) => {
        seen.push(noticeId);
        await writeNotice(tx, user.id, 'only-even');
      },
      { only: ({ noticeId }) => noticeId % 2 === 0 },
    );
    await inTransaction(app.db, async (tx) => {
      await events.publishEach(tx, 'notice.sent', [
        { noticeId: 11, userId: user.id },
        { noticeId: 12, userId: user.id },
      ]);
      expect(
        await tx.select().from(domainEventOutbox).where(eq(domainEventOutbox.consumer, 'test.only-even')),
      ).toHaveLength(1);
    });
    expect(seen).toEqual([12]);
    expect(await noticesSaying('only-even')).toBe(1);
  });

  it('refuses to publish outside a transaction opened by inTransaction', async () => {
    await expect(eventsOn().publish(app.db, 'post.created', { postId: 1, userId: 1, topicIds: [] })).rejects.toThrow(
      'outside inTransaction',
    );
  });

  it('tries a consumer that failed mid-effect again, and applies its effect once', async () => {
    const { user } = await createUser(app);
    const events = eventsOn();
    let attempts = 0;
    events.committed('notice.sent', 'test.fails-once', async (_payload, tx) => {
      attempts++;
      await writeNotice(tx, user.id, 'retried');
      // The process "dies" after writing part of its effect: nothing of it may stay.
      if (attempts === 1) throw new Error('killed mid-effect');
    });
    await inTransaction(app.db, (tx) => events.publish(tx, 'notice.sent', { noticeId: 1, userId: user.id }));
    expect(attempts).toBe(1);
    expect(await noticesSaying('retried')).toBe(0);
    const [waiting] = await outboxOf('test.fails-once');
    expect(waiting).toMatchObject({ attempts: 1, lastError: expect.stringContaining('killed mid-effect') });
    expect(waiting!.availableAt.getTime()).toBeGreaterThan(Date.now());

    await events.drainDue(); // not due yet
    expect(attempts).toBe(1);
    // Its retry is due, and the publisher's grace is over: the leader's sweep takes it.
    const past = new Date(Date.now() - 10_000);
    await app.db.update(domainEventOutbox).set({ availableAt: past, createdAt: past });
    await events.drainDue();
    await events.drainDue();
    expect(attempts).toBe(2);
    expect(await noticesSaying('retried')).toBe(1);
    expect(await outboxOf('test.fails-once')).toEqual([]);
  });

  it('delivers a transaction’s events together, and when one consumer fails only that one waits', async () => {
    const { user } = await createUser(app);
    const events = eventsOn();
    events.committed('notice.sent', 'test.together', async ({ noticeId }, tx) => {
      if (noticeId === 2) throw new Error('this one fails');
      await writeNotice(tx, user.id, `together-${noticeId}`);
    });
    await inTransaction(app.db, async (tx) => {
      for (const noticeId of [1, 2, 3]) await events.publish(tx, 'notice.sent', { noticeId, userId: user.id });
    });
    expect([await noticesSaying('together-1'), await noticesSaying('together-3')]).toEqual([1, 1]);
    expect(await outboxOf('test.together')).toMatchObject([{ attempts: 1, payload: { noticeId: 2 } }]);
    await app.db.delete(domainEventOutbox).where(eq(domainEventOutbox.consumer, 'test.together'));
  });

  it('tells an announced consumer after the commit, and leaves a young row to its publisher', async () => {
    const { user } = await createUser(app);
    const events = eventsOn();
    const told: number[] = [];
    events.announced('notice.sent', 'test.announced', async ({ noticeId }) => void told.push(noticeId));
    await inTransaction(app.db, (tx) => events.publish(tx, 'notice.sent', { noticeId: 5, userId: user.id }));
    expect(told).toEqual([5]);
    // A row just written is its publisher's to deliver: the leader's sweep leaves it.
    await app.db
      .insert(domainEventOutbox)
      .values({ event: 'notice.sent', consumer: 'test.announced', payload: { noticeId: 6, userId: user.id } });
    await events.drainDue();
    expect(told).toEqual([5]);
    await events.settle();
    expect((await outboxOf('test.announced')).map((row) => row.payload)).toEqual([{ noticeId: 6, userId: user.id }]);
    await app.db.delete(domainEventOutbox).where(eq(domainEventOutbox.consumer, 'test.announced'));
  });

  it('delivers what a process left when it died after the commit, once, however many drain at once', async () => {
    const { user } = await createUser(app);
    // A second connection pool stands for a second process where there is a server to connect to.
    const other = app.config.DATABASE_URL ? await openDatabase({ url: app.config.DATABASE_URL, dir: null }) : null;
    try {
      const processes = [eventsOn(), eventsOn(other?.db ?? app.db)];
      for (const events of processes)
        events.committed('notice.sent', 'test.left-behind', (_payload, tx) => writeNotice(tx, user.id, 'left').then());
      // What the dead process committed a while ago: its rows, never delivered.
      const createdAt = new Date(Date.now() - 10_000);
      await app.db.insert(domainEventOutbox).values(
        Array.from({ length: 20 }, (_, noticeId) => ({
          event: 'notice.sent',
          consumer: 'test.left-behind',
          payload: { noticeId, userId: user.id },
          createdAt,
        })),
      );
      await Promise.all(processes.map((events) => events.drainDue()));
      expect(await noticesSaying('left')).toBe(20);
      expect(processes[0]!.delivered + processes[1]!.delivered).toBe(20);
      expect(await outboxOf('test.left-behind')).toEqual([]);
    } finally {
      await other?.close();
    }
  });

  it('leaves rows of a consumer this process does not know for a process that does', async () => {
    const { user } = await createUser(app);
    await app.db.insert(domainEventOutbox).values({
      event: 'notice.sent',
      consumer: 'test.newer-release',
      payload: { noticeId: 1, userId: user.id },
      createdAt: new Date(Date.now() - 10_000),
    });
    const events = eventsOn();
    events.committed('notice.sent', 'test.other', async () => undefined);
    await events.drainDue();
    expect(await outboxOf('test.newer-release')).toHaveLength(1);
    await app.db.delete(domainEventOutbox).where(eq(domainEventOutbox.consumer, 'test.newer-release'));
  });
});
