import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisLink } from './redis';

/**
 * Every channel of the bus with the message it carries: the platform's here, each area's beside its
 * owner (declaration merging into this interface, as a plugin declares its Fastify decorations), so
 * publisher and subscribers read one type and none casts what it receives.
 */
export interface BusChannels {
  /** An operator changed the site settings: every process reloads them. */
  'shell.settings-changed': null;
  /** A token's hash, signed out: every process drops it from its token cache. */
  'auth.token-revoked': string;
}
export type BusChannel = keyof BusChannels;

/**
 * Publish/subscribe between the parts of the server. In-process by default; over Redis pub/sub
 * (REDIS_URL) every process hears every message, so caches are dropped and websocket messages
 * delivered wherever their clients are connected.
 */
export interface Bus {
  /** Handlers in this process hear it before this returns; other processes' once Redis has taken it. */
  publish<C extends BusChannel>(channel: C, message: BusChannels[C]): Promise<void>;
  subscribe<C extends BusChannel>(channel: C, handler: (message: BusChannels[C]) => void): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (channel, message) => {
      emitter.emit(channel, message);
    },
    subscribe: (channel, handler) => {
      // The emitter is untyped; the channel's type was checked where `subscribe` was called.
      const listener = handler as (message: unknown) => void;
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The bus over Redis pub/sub: a message reaches this process's handlers at once and the others'
 * through Redis, as JSON; a process skips its own messages coming back. While Redis is away,
 * messages reach this process only (the log has said Redis is unreachable).
 */
export function createRedisBus(link: RedisLink, log: FastifyBaseLogger): Bus {
  const local = createLocalBus();
  const origin = randomBytes(6).toString('hex');
  const prefix = `${link.prefix}bus:`;
  const subscribed = new Set<string>();
  link.subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    const envelope = parseEnvelope(text);
    // What another process published on a channel of this map: its message is that channel's.
    if (envelope && envelope.from !== origin)
      void local.publish(channel.slice(prefix.length) as BusChannel, envelope.message as never);
  });
  return {
    publish: async (channel, message) => {
      await local.publish(channel, message);
      if (!link.isReady()) return;
      try {
        await link.client.publish(prefix + channel, JSON.stringify({ from: origin, message }));
      } catch (error) {
        log.debug({ err: error, channel }, 'bus message not sent to other processes');
      }
    },
    subscribe: (channel, handler) => {
      if (!subscribed.has(channel)) {
        subscribed.add(channel);
        link.subscriber.subscribe(prefix + channel).catch((error: unknown) => {
          log.error({ err: error, channel }, 'bus channel not subscribed');
        });
      }
      return local.subscribe(channel, handler);
    },
    close: () => local.close(),
  };
}

function parseEnvelope(text: string): { from: string; message: unknown } | null {
  try {
    const value = JSON.parse(text) as { from?: unknown; message?: unknown };
    return typeof value.from === 'string' ? { from: value.from, message: value.message } : null;
  } catch {
    return null;
  }
}
