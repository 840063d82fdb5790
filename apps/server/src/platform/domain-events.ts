import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { domainEventOutbox } from '../db/schema/domain-events';
import type { Db } from './db';
import { scheduleLeaderJob } from './leader-job';
import { deleteRows, deliverRows, type OutboxConsumer, type OutboxRow } from './outbox-delivery';
import { afterCommit, isInTransaction } from './transaction';

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
type AnnouncedHandler<N extends DomainEventName> = (payload: DomainEventMap[N]) => Promise<void>;
/** `only`: the payloads a consumer wants; the others get no outbox row for it (an area's own kind of paid order). */
type ConsumerOptions<N extends DomainEventName> = { only?: (payload: DomainEventMap[N]) => boolean };
type Consumer = OutboxConsumer & { event: DomainEventName; only?: (payload: never) => boolean };

/** Rows the leader delivers per query while draining. */
const DRAIN_BATCH = 100;
/** How long told rows wait to be deleted together. */
const ACK_DELAY_MS = 250;
/**
 * The leader leaves rows this young to the process that published them, which delivers them at once
 * (and deletes told ones ACK_DELAY_MS later): what is older was left by a dead process or waits a retry.
 */
const PUBLISHER_GRACE_SECONDS = 2;

/**
 * Areas announce what happened; other areas subscribe (DESIGN.md §2 "Domain events").
 *
 * - `within` subscribers run inside the publishing transaction: their writes stand or fall with the
 *   publisher's (a task completed by a post, a question given back with its failed answer).
 * - After the commit, never lost: `publish` writes one outbox row per consumer in the same
 *   transaction, and once it commits this process delivers them at once (outbox-delivery.ts); the
 *   leader drains what is left every second (a process that died after its commit, a retry).
 *   - `committed` consumers write: each delivery locks, applies and deletes its rows in one
 *     transaction, so their writes happen once however many processes try.
 *   - `announced` consumers act outside the database (the bus, sockets): they are told, then their
 *     rows deleted, so they may hear an event twice and must not mind it.
 */
export class DomainEvents {
  private readonly withinHandlers = new Map<DomainEventName, WithinHandler<never>[]>();
  private readonly consumers = new Map<string, Consumer>();
  /** Outbox rows written per transaction, by event and payload: the same fact twice is one delivery. */
  private readonly writtenIn = new WeakMap<Db, Set<string>>();
  /** Outbox rows written per transaction and still to deliver once it commits. */
  private readonly pendingIn = new WeakMap<Db, OutboxRow[]>();
  /** Deliveries this process has made, for /healthz. */
  delivered = 0;
  private toAcknowledge: number[] = [];
  private ackTimer: NodeJS.Timeout | undefined;
  private deleting: Promise<void> = Promise.resolve();

  constructor(private readonly options: { db: Db; log: FastifyBaseLogger }) {}

  /** Runs `handler` inside every transaction that publishes `event`. */
  within<N extends DomainEventName>(event: N, handler: WithinHandler<N>) {
    const handlers = this.withinHandlers.get(event) ?? [];
    handlers.push(handler as WithinHandler<never>);
    this.withinHandlers.set(event, handlers);
  }

  /**
   * Applies `handler`'s writes once after each commit that published `event`, in a transaction of its
   * own. `consumer` names it in the outbox for good: renaming it strands the rows of the old name.
   */
  committed<N extends DomainEventName>(
    event: N,
    consumer: string,
    handler: CommittedHandler<N>,
    options: ConsumerOptions<N> = {},
  ) {
    this.addConsumer(consumer, { event, writes: true, handle: handler as OutboxConsumer['handle'], ...options });
  }

  /** Tells `handler` (the bus, sockets) after each commit that published `event`: at least once. */
  announced<N extends DomainEventName>(
    event: N,
    consumer: string,
    handler: AnnouncedHandler<N>,
    options: ConsumerOptions<N> = {},
  ) {
    this.addConsumer(consumer, { event, writes: false, handle: (payload) => handler(payload as never), ...options });
  }

  /** Announces `event` inside `tx`, a transaction opened by `inTransaction`. */
  publish<N extends DomainEventName>(tx: Db, event: N, payload: DomainEventMap[N]) {
    return this.publishEach(tx, event, [payload]);
  }

  /** Announces `event` once per payload (a batch of paid orders), its outbox rows in one statement. */
  async publishEach<N extends DomainEventName>(tx: Db, event: N, payloads: DomainEventMap[N][]) {
    if (!isInTransaction(tx)) throw new Error(`domain event ${event} published outside inTransaction`);
    for (const payload of payloads)
      for (const handler of this.withinHandlers.get(event) ?? []) await handler(tx, payload as never);
    const consumers = [...this.consumers].filter(([, consumer]) => consumer.event === event);
    const fresh = payloads.filter((payload) => !this.isWrittenAlready(tx, event, payload));
    const values = fresh.flatMap((payload) =>
      consumers
        .filter(([, consumer]) => consumer.only?.(payload as never) ?? true)
        .map(([consumer]) => ({ event, consumer, payload })),
    );
    if (!values.length) return;
    const rows = await tx.insert(domainEventOutbox).values(values).returning({
      id: domainEventOutbox.id,
      consumer: domainEventOutbox.consumer,
      payload: domainEventOutbox.payload,
    });
    this.deliverAfterCommit(tx, rows);
  }

  /** Delivers every due row this process has a consumer for; the leader calls it every second. */
  async drainDue() {
    const names = [...this.consumers.keys()];
    if (!names.length) return;
    for (;;) {
      const due = await this.options.db
        .select({ id: domainEventOutbox.id, consumer: domainEventOutbox.consumer, payload: domainEventOutbox.payload })
        .from(domainEventOutbox)
        .where(
          and(
            lte(domainEventOutbox.availableAt, sql`now()`),
            lte(domainEventOutbox.createdAt, sql`now() - make_interval(secs => ${PUBLISHER_GRACE_SECONDS})`),
            inArray(domainEventOutbox.consumer, names),
          ),
        )
        .orderBy(asc(domainEventOutbox.id))
        .limit(DRAIN_BATCH);
      await this.deliver(due);
      if (due.length < DRAIN_BATCH) return;
    }
  }

  private addConsumer(name: string, consumer: Consumer) {
    if (this.consumers.has(name)) throw new Error(`domain event consumer ${name} is subscribed twice`);
    this.consumers.set(name, consumer);
  }

  private isWrittenAlready(tx: Db, event: DomainEventName, payload: unknown) {
    const key = `${event} ${JSON.stringify(payload)}`;
    const written = this.writtenIn.get(tx) ?? new Set<string>();
    this.writtenIn.set(tx, written);
    if (written.has(key)) return true;
    written.add(key);
    return false;
  }

  /** The rows a transaction wrote, delivered together once it commits (one hook per transaction). */
  private deliverAfterCommit(tx: Db, rows: OutboxRow[]) {
    const pending = this.pendingIn.get(tx);
    if (pending) return void pending.push(...rows);
    this.pendingIn.set(tx, rows);
    afterCommit(tx, () => this.deliver(rows));
  }

  private async deliver(rows: OutboxRow[]) {
    const { db, log } = this.options;
    const { delivered, told } = await deliverRows({ db, log, rows, consumers: this.consumers });
    this.delivered += delivered;
    this.acknowledge(told);
  }

  /**
   * Deletes told rows in one statement every ACK_DELAY_MS, off the path of the requests that published
   * them: a commit of its own per payment batch cost the balance payments a third of their rate
   * (bench's money group). A process that dies first leaves them to be told again by the leader,
   * which their consumers allow.
   */
  private acknowledge(ids: number[]) {
    this.toAcknowledge.push(...ids);
    if (this.ackTimer || !this.toAcknowledge.length) return;
    this.ackTimer = setTimeout(() => void this.flushAcknowledged(), ACK_DELAY_MS);
    this.ackTimer.unref();
  }

  private flushAcknowledged() {
    clearTimeout(this.ackTimer);
    this.ackTimer = undefined;
    const ids = this.toAcknowledge.splice(0);
    // One deletion after another: `settle` waits for the one under way too.
    if (ids.length)
      this.deleting = this.deleting.then(() =>
        deleteRows(this.options.db, ids).catch((err: unknown) =>
          this.options.log.warn({ err }, 'told domain events not deleted; they will be told again'),
        ),
      );
    return this.deleting;
  }

  /** Deletes the told rows now, and waits for any deletion under way (before the database closes). */
  settle() {
    return this.flushAcknowledged();
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
    // Before the database closes (its onClose hook): the told rows' deletion still needs it.
    app.addHook('preClose', () => events.settle());
  },
  { name: 'domain-events', dependencies: ['platform'] },
);
