import type { Envelope } from '@vce/contract/codes';
import { Code } from '@vce/contract/codes';

const now = () => Math.floor(Date.now() / 1000);

export function envelope<T>(code: number, message: string, data: T): Envelope<T> {
  return { code, msg: message, time: now(), data };
}

export const success = <T>(data: T, message = '') => envelope(Code.SUCCESS, message, data);

/**
 * A success answer serialised once and reused: the hot read paths answer without re-serialising.
 * The encoded bytes are kept for the current second (the envelope's `time`), so a busy call does not
 * re-encode a Chinese-heavy body to UTF-8 on every request.
 */
export class Preserialized {
  private second = -1;
  private bytes = Buffer.alloc(0);

  constructor(readonly json: string) {}

  static of(data: unknown): Preserialized {
    return new Preserialized(JSON.stringify(data));
  }

  envelopeBytes(): Buffer {
    const second = now();
    if (second !== this.second) {
      this.bytes = Buffer.from(`{"code":${Code.SUCCESS},"msg":"","time":${second},"data":${this.json}}`);
      this.second = second;
    }
    return this.bytes;
  }
}

/**
 * An answer computed once and kept until `reset()` (e.g. when the settings it comes from change):
 * after the first load it is handed out synchronously.
 */
export function cachedAnswer(load: () => Promise<unknown>) {
  let value: Preserialized | null = null;
  let pending: Promise<Preserialized> | null = null;
  let generation = 0;
  return {
    get(): Preserialized | Promise<Preserialized> {
      if (value) return value;
      if (!pending) {
        const loadedFor = generation;
        pending = load().then((data) => {
          const answer = Preserialized.of(data);
          if (loadedFor === generation) value = answer;
          pending = null;
          return answer;
        });
      }
      return pending;
    },
    reset() {
      generation++;
      value = null;
      pending = null;
    },
  };
}
