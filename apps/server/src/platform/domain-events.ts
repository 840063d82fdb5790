import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { domainEventOutbox } from '../db/schema/domain-events';
import type { Db } from './db';
import { scheduleLeaderJob } from './leader-job';
import { afterCommit, inTransaction, isInTransaction } from './transaction';

/**
 * Every domain event by name, with its payload. Empty here: `modules/domain-events.ts` declares the
 * whole map (declaration merging), so this layer names no product area and both sides of an event
 * import the same types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by modules/domain-events.ts
export interface DomainEventMap {}
export type DomainEventName = keyof DomainEventMap;

type WithinHandler<N extends DomainEventName> = (tx: Db, payload: DomainEventMap[N]) => Promise<void>;
type CommittedHandler<N extends DomainEventName> = (payload: DomainEventMap[N], tx: Db) => Promise<void>;

interface Consumer {
  event: DomainEventName;
  handle: (payload: never, tx: Db) => Promise<void>;
}

/** A consumer that failed is tried again after 2, 4, 8 … seconds, at most this far apart. */
const MAX_RETRY_SECONDS = 3600;
/** Rows the leader delivers per query while draining. */
const DRAIN_BATCH = 100;

/**
 * Areas announce what happened; other areas subscribe (DESIGN.md §2 "Domain events").
 *
 * - `within` subscribers run inside the publishing transaction: their writes stand or fall with the
 *   publisher's (a task completed by a post, V粒 granted by a sign-in).
 * - `committed` subscribers act after the commit and are never lost: `publish` writes one outbox row
 *   per consumer in the same transaction, and once it commits this process delivers them at once.
 *   Each delivery is a transaction that locks the row, runs the consumer and deletes the row, so a
 *   consumer's own writes are applied exactly once however many processes try; a consumer that fails
 *   (or a process killed mid-effect) leaves the row to be tried again. The leader drains what is
 *   left every second. Effects outside the database (the bus, sockets) happen at least once, so
 *   those consumers must not mind a repeat.
 */
export class DomainEvents {
  private readonly withinHandlers = new Map<DomainEventName, WithinHandler<never>[]>();
  private readonly consumers = new Map<string, Consumer>();
  /** Outbox rows written per transaction, by event and payload: the same fact twice is one delivery. */
  private readonly writtenIn = new WeakMap<Db, Set<string>>();
  /** Deliveries this process has applied, for /healthz. */
  delivered = 0;

  constructor(private readonly options: { db: Db; log: FastifyBaseLogger }) {}

  /** Runs `handler` inside every transaction that publishes `event`. */
  within<N extends DomainEventName>(event: N, handler: WithinHandler<N>) {
    const handlers = this.withinHandlers.get(event) ?? [];
    handlers.push(handler as WithinHandler<never>);
    this.withinHandlers.set(event, handlers);
  }

  /**
   * Runs `handler` after each commit that published `event`, in a transaction of its own. `consumer`
   * names it in the outbox for good: renaming it strands the rows written under the old name.
   */
  committed<N extends DomainEventName>(event: N, consumer: string, handler: CommittedHandler<N>) {
    if (this.consumers.has(consumer)) throw new Error(`domain event consumer ${consumer} is subscribed twice`);
    this.consumers.set(consumer, { event, handle: handler as Consumer['handle'] });
  }

  /** Announces `event` inside `tx`, a transaction opened by `inTransaction`. */
  async publish<N extends DomainEventName>(tx: Db, event: N, payload: DomainEventMap[N]) {
    if (!isInTransaction(tx)) throw new Error(`domain event ${event} published outside inTransaction`);
    for (const handler of this.withinHandlers.get(event) ?? []) await handler(tx, payload as never);
    const consumers = [...this.consumers].filter(([, consumer]) => consumer.event === event).map(([name]) => name);
    if (!consumers.length || this.isWrittenAlready(tx, event, payload)) return;
    const rows = await tx
      .insert(domainEventOutbox)
      .values(consumers.map((consumer) => ({ event, consumer, payload })))
      .returning({ id: domainEventOutbox.id });
    afterCommit(tx, () => this.deliverEach(rows.map((row) => row.id)));
  }

  /** Delivers every due row this process has a consumer for; the leader calls it every second. */
  async drainDue() {
    const names = [...this.consumers.keys()];
    if (!names.length) return;
    for (;;) {
      const due = await this.options.db
        .select({ id: domainEventOutbox.id })
        .from(domainEventOutbox)
        .where(and(lte(domainEventOutbox.availableAt, sql`now()`), inArray(domainEventOutbox.consumer, names)))
        .orderBy(asc(domainEventOutbox.id))
        .limit(DRAIN_BATCH);
      await this.deliverEach(due.map((row) => row.id));
      if (due.length < DRAIN_BATCH) return;
    }
  }

  private isWrittenAlready(tx: Db, event: DomainEventName, payload: unknown) {
    const key = `${event} ${JSON.stringify(payload)}`;
    const written = this.writtenIn.get(tx) ?? new Set<string>();
    this.writtenIn.set(tx, written);
    if (written.has(key)) return true;
    written.add(key);
    return false;
  }

  /**
   * Delivers rows together in one transaction (a paid batch's orders, the leader's sweep); when one of
   * them fails, that transaction rolls back and each is delivered on its own, so only the failing
   * one waits to be tried again.
   */
  private async deliverEach(ids: number[]) {
    if (ids.length > 1 && (await this.deliverTogether(ids))) return;
    for (const id of ids) await this.deliver(id);
  }

  private async deliverTogether(ids: number[]) {
    try {
      this.delivered += await inTransaction(this.options.db, async (tx) => {
        const rows = await tx
          .select()
          .from(domainEventOutbox)
          .where(and(inArray(domainEventOutbox.id, ids), lte(domainEventOutbox.availableAt, sql`now()`)))
          .orderBy(asc(domainEventOutbox.id))
          .for('update', { skipLocked: true });
        const known = rows.filter((row) => this.consumers.has(row.consumer));
        for (const row of known) await this.consumers.get(row.consumer)!.handle(row.payload as never, tx);
        if (known.length)
          await tx.delete(domainEventOutbox).where(
            inArray(
              domainEventOutbox.id,
              known.map((row) => row.id),
            ),
          );
        return known.length;
      });
      return true;
    } catch {
      return false;
    }
  }

  /** One delivery: lock the row (skipped when another process holds it), act, delete, commit together. */
  private async deliver(id: number) {
    const { db, log } = this.options;
    try {
      const applied = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(domainEventOutbox)
          .where(and(eq(domainEventOutbox.id, id), lte(domainEventOutbox.availableAt, sql`now()`)))
          .for('update', { skipLocked: true });
        const consumer = row && this.consumers.get(row.consumer);
        if (!row || !consumer) return false;
        await consumer.handle(row.payload as never, tx);
        await tx.delete(domainEventOutbox).where(eq(domainEventOutbox.id, id));
        return true;
      });
      if (applied) this.delivered++;
    } catch (err) {
      log.error({ err, outboxId: id }, 'domain event consumer failed; it will be tried again');
      await db
        .update(domainEventOutbox)
        .set({
          attempts: sql`${domainEventOutbox.attempts} + 1`,
          availableAt: sql`now() + make_interval(secs => least(power(2, ${domainEventOutbox.attempts} + 1), ${MAX_RETRY_SECONDS}))`,
          lastError: String(err).slice(0, 500),
        })
        .where(eq(domainEventOutbox.id, id))
        .catch((error: unknown) => log.error({ err: error, outboxId: id }, 'domain event retry not recorded'));
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: publish inside a transaction, subscribe within it or after its commit. */
    events: DomainEvents;
  }
}

/** Decorates `app.events` and drains the outbox on the leader. */
export const domainEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const events = new DomainEvents({ db: app.db, log: app.log });
    app.decorate('events', events);
    const drain = scheduleLeaderJob(app, { name: 'domain-events', intervalMs: 1000, run: () => events.drainDue() });
    app.healthFacts.set('events', () => (drain.isLeader() ? 'leader' : 'standby'));
    app.healthFacts.set('events_delivered', () => String(events.delivered));
  },
  { name: 'domain-events', dependencies: ['platform'] },
);
