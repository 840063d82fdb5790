import type { Envelope } from '@vce/contract/codes';
import { Code } from '@vce/contract/codes';
import { type AnswerEncoding, compressionThreshold, encode } from './compression';
import { keptValue } from './kept-value';

const now = () => Math.floor(Date.now() / 1000);

export function envelope<T>(code: number, message: string, data: T): Envelope<T> {
  return { code, msg: message, time: now(), data };
}

export const success = <T>(data: T, message = '') => envelope(Code.SUCCESS, message, data);

/**
 * A success answer serialised once and reused: the hot read paths answer without re-serialising.
 * The encoded bytes, and their compressed forms once asked for, are kept for the current second (the
 * envelope's `time`), so a busy call neither re-encodes a Chinese-heavy body to UTF-8 nor
 * recompresses it on every request.
 */
export class Preserialized {
  private second = -1;
  private plain = Buffer.alloc(0);
  private compressed: Partial<Record<AnswerEncoding, Buffer>> = {};

  constructor(readonly json: string) {}

  static of(data: unknown): Preserialized {
    return new Preserialized(JSON.stringify(data));
  }

  /** The envelope's bytes in the encoding asked for, or plain when too short to gain from it. */
  envelopeBytes(encoding: AnswerEncoding | null = null): { bytes: Buffer; encoding: AnswerEncoding | null } {
    const second = now();
    if (second !== this.second) {
      this.plain = Buffer.from(`{"code":${Code.SUCCESS},"msg":"","time":${second},"data":${this.json}}`);
      this.compressed = {};
      this.second = second;
    }
    if (!encoding || this.plain.length < compressionThreshold) return { bytes: this.plain, encoding: null };
    const bytes = (this.compressed[encoding] ??= encode(this.plain, encoding));
    return { bytes, encoding };
  }
}

/**
 * An answer computed once and kept until `reset()` (e.g. when the settings it comes from change):
 * after the first load it is handed out synchronously.
 */
export const cachedAnswer = (load: () => Promise<unknown>) => keptValue(() => load().then(Preserialized.of));
