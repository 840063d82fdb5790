import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { shanghaiDay, userAgentOf, visitorUuidOf } from './request-info';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const uuid = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('shanghaiDay', () => {
  it('starts the day at midnight Beijing time, 16:00 UTC', () => {
    expect(shanghaiDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(shanghaiDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('crosses month and year ends', () => {
    expect(shanghaiDay(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
    expect(shanghaiDay(new Date('2028-02-28T17:00:00Z'))).toBe('2028-02-29');
  });
});

describe('visitorUuidOf', () => {
  it('reads the uuid cookie among others', () => {
    expect(visitorUuidOf(requestWith({ cookie: `a=1; uuid=${uuid}; b=2` }))).toBe(uuid);
    expect(visitorUuidOf(requestWith({ cookie: `uuid=${uuid}` }))).toBe(uuid);
  });

  it('prefers a valid uuid sent in the body, in lower case', () => {
    const other = '9f1c6d2e-1111-4222-8333-444455556666';
    expect(visitorUuidOf(requestWith({ cookie: `uuid=${uuid}` }), other.toUpperCase())).toBe(other);
  });

  it('falls back to the cookie when the body uuid is not a uuid', () => {
    expect(visitorUuidOf(requestWith({ cookie: `uuid=${uuid}` }), 'nonsense')).toBe(uuid);
  });

  it('does not take a cookie whose name merely ends in uuid', () => {
    expect(visitorUuidOf(requestWith({ cookie: `myuuid=${uuid}` }))).toBeNull();
  });

  it('answers null without a usable uuid', () => {
    expect(visitorUuidOf(requestWith({}))).toBeNull();
    expect(visitorUuidOf(requestWith({ cookie: 'uuid=abc' }))).toBeNull();
    expect(visitorUuidOf(requestWith({ cookie: 'uuid=%E0%A4%A' }))).toBeNull();
  });

  it('decodes an encoded cookie value', () => {
    expect(visitorUuidOf(requestWith({ cookie: `uuid=${encodeURIComponent(uuid)}` }))).toBe(uuid);
  });
});

describe('userAgentOf', () => {
  it('keeps at most 512 characters', () => {
    expect(userAgentOf(requestWith({ 'user-agent': 'x'.repeat(600) }))).toHaveLength(512);
    expect(userAgentOf(requestWith({}))).toBe('');
  });
});
