import type { Envelope } from '@vce/contract/codes';
import { Code } from '@vce/contract/codes';

const now = () => Math.floor(Date.now() / 1000);

export function envelope<T>(code: number, message: string, data: T): Envelope<T> {
  return { code, msg: message, time: now(), data };
}

export const success = <T>(data: T, message = '') => envelope(Code.SUCCESS, message, data);

/** JSON of data serialised once and reused: the hot read paths answer without re-serialising. */
export class Preserialized {
  constructor(readonly json: string) {}

  static of(data: unknown): Preserialized {
    return new Preserialized(JSON.stringify(data));
  }

  envelopeText(message = ''): string {
    return `{"code":${Code.SUCCESS},"msg":${JSON.stringify(message)},"time":${now()},"data":${this.json}}`;
  }
}
