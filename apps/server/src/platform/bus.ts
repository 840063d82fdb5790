import { EventEmitter } from 'node:events';

/**
 * Publish/subscribe between the parts of the server. In-process by default; the Redis
 * implementation (REDIS_URL) lets several server processes share websocket fan-out.
 */
export interface Bus {
  publish(channel: string, message: unknown): void;
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (channel, message) => {
      emitter.emit(channel, message);
    },
    subscribe: (channel, handler) => {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
