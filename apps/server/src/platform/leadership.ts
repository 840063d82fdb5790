import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Work that must happen once among several processes (the market engine; later scheduled jobs,
 * order expiry, notify retries) runs on the elected leader (DESIGN.md §1). `onElected` starts it;
 * `onDeposed` stops it when this process loses the election's connection.
 */
export interface Leadership {
  isLeader(): boolean;
  /** Resolves once this process has tried to become leader at least once. */
  readonly firstTry: Promise<void>;
  stop(): Promise<void>;
}

export interface LeadershipHandlers {
  onElected(): Promise<void>;
  onDeposed(): Promise<void>;
}

/** One process: it leads from the start, there being nobody else. */
export function soleLeadership(handlers: LeadershipHandlers): Leadership {
  let isLeader = false;
  const firstTry = handlers.onElected().then(() => {
    isLeader = true;
  });
  return {
    isLeader: () => isLeader,
    firstTry,
    stop: async () => {
      if (isLeader) await handlers.onDeposed();
      isLeader = false;
    },
  };
}

/** How often a process that does not lead tries again, and a leader checks its connection. */
const RETRY_MS = 1000;

/**
 * An election through a PostgreSQL session advisory lock, held on a connection of its own: the
 * process holding it leads. When the leader dies, even by SIGKILL, its connection closes and the
 * server releases the lock at once; another process takes it at its next try (within a second).
 * A leader whose connection fails stops leading before it tries again, so two never lead at once
 * for longer than the server takes to notice the dead connection.
 */
export function advisoryLockLeadership(
  options: { databaseUrl: string; name: string; log: FastifyBaseLogger },
  handlers: LeadershipHandlers,
): Leadership {
  const lockKey = createHash('sha256').update(`vce:leader:${options.name}`).digest().readBigInt64BE(0).toString();
  const { log } = options;
  let client: pg.Client | null = null;
  let isLeader = false;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let markFirstTry: () => void = () => {};
  const firstTry = new Promise<void>((resolve) => {
    markFirstTry = resolve;
  });

  const dropConnection = async () => {
    const old = client;
    client = null;
    await old?.end().catch(() => {});
  };

  const depose = async (reason: string) => {
    if (!isLeader) return;
    isLeader = false;
    log.warn({ leadership: options.name, reason }, 'no longer the leader');
    await handlers.onDeposed().catch((error: unknown) => log.error({ err: error }, 'stopping the leader failed'));
  };

  const attempt = async () => {
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 3000 });
        fresh.on('error', () => {}); // a lost connection is found by the next query
        await fresh.connect();
        client = fresh;
      }
      if (isLeader) {
        await client.query('select 1');
        return;
      }
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [
        lockKey,
      ]);
      if (!rows[0]?.locked || isStopped) return;
      isLeader = true;
      log.info({ leadership: options.name, pid: process.pid }, 'elected leader');
      await handlers.onElected();
    } catch (error) {
      await depose((error as Error).message);
      await dropConnection();
    }
  };

  const loop = async () => {
    await attempt();
    markFirstTry();
    if (!isStopped) timer = setTimeout(() => void loop(), RETRY_MS);
  };
  void loop();

  return {
    isLeader: () => isLeader,
    firstTry,
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      if (isLeader) {
        isLeader = false;
        await handlers.onDeposed();
      }
      await dropConnection();
    },
  };
}
