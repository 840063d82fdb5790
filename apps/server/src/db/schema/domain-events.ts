import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events waiting for a consumer that acts after the commit (platform/domain-events.ts): one
 * row per event and consumer, written in the publishing transaction, deleted in the transaction of
 * the consumer's effect. A row still here is an effect not yet applied: the process that published
 * it delivers it at once, and the leader delivers whatever is left (a process that died after the
 * commit, a consumer that failed and waits `available_at` to be tried again).
 */
export const domainEventOutbox = pgTable(
  'domain_event_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event's name in the map of domain events (modules/domain-events.ts). */
    event: text('event').notNull(),
    /** The subscriber that is to act on it, by its stable name. */
    consumer: text('consumer').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_event_outbox_due').on(t.availableAt, t.id)],
);
