import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The Redis connections of the scale path (REDIS_URL): one for commands and PUBLISH, one subscribed for the bus. */
export interface RedisLink {
  readonly client: Redis;
  readonly subscriber: Redis;
  /** Put before every key and channel, so several sites (or test runs) can share one Redis. */
  readonly prefix: string;
  /** False while the connection is lost: callers answer without it where they can. */
  isReady(): boolean;
  close(): Promise<void>;
}

/** The URL without its password, for messages and logs. */
export const redactedUrl = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/**
 * Connects both connections before the server starts: a REDIS_URL that does not answer stops the
 * start with one line. Afterwards a lost connection is retried for ever (at most 2 s apart): commands
 * fail at once meanwhile instead of queueing, the log says so once, and again when Redis is back.
 */
export async function connectRedis(options: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): Promise<RedisLink> {
  const { url, log } = options;
  let isStarted = false;
  let isDown = false;
  const open = (role: 'commands' | 'subscriber') => {
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: 3000,
      // The subscriber queues its SUBSCRIBEs for when it is back; commands fail fast instead.
      enableOfflineQueue: role === 'subscriber',
      maxRetriesPerRequest: role === 'subscriber' ? null : 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    redis.on('error', (error: Error) => {
      // A failure to start is told once, by the start itself.
      if (!isStarted || isDown) return;
      isDown = true;
      log.warn({ err: error.message, redis: redactedUrl(url) }, 'redis unreachable: serving what works without it');
    });
    redis.on('ready', () => {
      if (!isDown) return;
      isDown = false;
      log.info({ redis: redactedUrl(url) }, 'redis is back');
    });
    return redis;
  };
  const client = open('commands');
  const subscriber = open('subscriber');
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL=${redactedUrl(url)} does not answer: ${(error as Error).message}`, { cause: error });
  }
  isStarted = true;
  return {
    client,
    subscriber,
    prefix: options.prefix,
    isReady: () => client.status === 'ready',
    close: async () => {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
