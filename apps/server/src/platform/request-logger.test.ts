import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLoggerFactory } from './request-logger';

function capture(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('the request logger', () => {
  it('writes lines carrying the request id at enabled levels', () => {
    const { logger, lines } = capture('info');
    const log = requestLoggerFactory(logger, { reqId: 'abc-1' });
    log.info({ url: '/x' }, 'incoming request');
    log.error('boom');
    expect(lines).toMatchObject([
      { reqId: 'abc-1', url: '/x', msg: 'incoming request', level: 30 },
      { reqId: 'abc-1', msg: 'boom', level: 50 },
    ]);
  });

  it('writes nothing and creates no child below the level', () => {
    const { logger, lines } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestLoggerFactory(logger, { reqId: 'abc-2' });
    log.info('quiet');
    log.debug('quieter');
    expect(lines).toEqual([]);
    expect(child).not.toHaveBeenCalled();
  });
});
