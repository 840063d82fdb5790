import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { domainEventOutbox } from '../db/schema/domain-events';
import type { Db } from './db';
import { inTransaction } from './transaction';

/** An outbox row as the deliveries need it. */
export interface OutboxRow {
  id: number;
  consumer: string;
  payload: unknown;
}

/**
 * A consumer of the outbox: `writes` ones get the delivery's transaction and apply once; the others
 * act outside the database (the bus, sockets) and are told at least once.
 */
export interface OutboxConsumer {
  writes: boolean;
  handle(payload: unknown, tx: Db): Promise<void>;
}

/** A consumer that failed is tried again after 2, 4, 8 … seconds, at most this far apart. */
const MAX_RETRY_SECONDS = 3600;

const due = sql`${domainEventOutbox.availableAt} <= now()`;

/**
 * Delivers outbox rows. Rows of consumers that write are applied together in one transaction that
 * locks them (`SKIP LOCKED`: another process delivering them is left to it), runs the consumers and
 * deletes the rows, so their writes happen once; when one fails the transaction rolls back and each
 * is applied alone, so only the failing one waits for its retry. Rows of consumers that only tell
 * (the bus, sockets) are told, and answered as `told` for the caller to delete (`deleteRows`) off the
 * path of the request that published them. Answers how many rows were delivered, and those told.
 */
export async function deliverRows(input: {
  db: Db;
  log: FastifyBaseLogger;
  rows: OutboxRow[];
  consumers: Map<string, OutboxConsumer>;
}) {
  const { rows, consumers } = input;
  const known = rows.filter((row) => consumers.has(row.consumer));
  const telling = known.filter((row) => !consumers.get(row.consumer)!.writes);
  const writing = known.filter((row) => consumers.get(row.consumer)!.writes).map((row) => row.id);
  const told = await tell(input, telling);
  let applied = 0;
  const together = writing.length > 1 ? await applyTogether(input, writing).catch(() => null) : null;
  if (together !== null) applied = together;
  else for (const id of writing) applied += await applyAlone(input, id);
  return { delivered: told.length + applied, told };
}

/** Deletes rows whose consumers were told. */
export async function deleteRows(db: Db, ids: number[]) {
  await db.delete(domainEventOutbox).where(inArray(domainEventOutbox.id, ids));
}

async function tell(input: Parameters<typeof deliverRows>[0], rows: OutboxRow[]) {
  const told: number[] = [];
  for (const row of rows) {
    try {
      await input.consumers.get(row.consumer)!.handle(row.payload, input.db);
      told.push(row.id);
    } catch (err) {
      await recordFailure(input, row.id, err);
    }
  }
  return told;
}

function applyTogether(input: Parameters<typeof deliverRows>[0], ids: number[]) {
  return inTransaction(input.db, async (tx) => {
    const rows = await tx
      .select()
      .from(domainEventOutbox)
      .where(and(inArray(domainEventOutbox.id, ids), due))
      .orderBy(asc(domainEventOutbox.id))
      .for('update', { skipLocked: true });
    for (const row of rows) await input.consumers.get(row.consumer)!.handle(row.payload, tx);
    if (rows.length)
      await tx.delete(domainEventOutbox).where(
        inArray(
          domainEventOutbox.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.length;
  });
}

async function applyAlone(input: Parameters<typeof deliverRows>[0], id: number) {
  try {
    const applied = await inTransaction(input.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(domainEventOutbox)
        .where(and(eq(domainEventOutbox.id, id), due))
        .for('update', { skipLocked: true });
      if (!row) return false;
      await input.consumers.get(row.consumer)!.handle(row.payload, tx);
      await tx.delete(domainEventOutbox).where(eq(domainEventOutbox.id, id));
      return true;
    });
    return applied ? 1 : 0;
  } catch (err) {
    await recordFailure(input, id, err);
    return 0;
  }
}

/** A failed delivery waits 2, 4, 8 … s for its next try; the row keeps why. */
async function recordFailure(input: { db: Db; log: FastifyBaseLogger }, id: number, err: unknown) {
  input.log.error({ err, outboxId: id }, 'domain event consumer failed; it will be tried again');
  await input.db
    .update(domainEventOutbox)
    .set({
      attempts: sql`${domainEventOutbox.attempts} + 1`,
      availableAt: sql`now() + make_interval(secs => least(power(2, ${domainEventOutbox.attempts} + 1), ${MAX_RETRY_SECONDS}))`,
      lastError: String(err).slice(0, 500),
    })
    .where(eq(domainEventOutbox.id, id))
    .catch((error: unknown) => input.log.error({ err: error, outboxId: id }, 'domain event retry not recorded'));
}
