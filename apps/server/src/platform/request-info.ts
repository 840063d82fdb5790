import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor id: the body's uuid where a call sends one, else the `uuid` cookie (spec 000 §3). */
export function visitorUuidOf(request: FastifyRequest, fromBody?: string): string | null {
  if (fromBody && UUID.test(fromBody)) return fromBody.toLowerCase();
  const match = /(?:^|;\s*)uuid=([^;]+)/.exec(request.headers.cookie ?? '');
  const value = match?.[1] ? decodeCookie(match[1]) : '';
  return UUID.test(value) ? value.toLowerCase() : null;
}

/** A malformed escape in a cookie is the visitor's problem, not a 500: it reads as no value. */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

export const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 512);

/** The calendar day in Beijing time (YYYY-MM-DD): daily rules follow the users' day, not UTC's. */
export function shanghaiDay(at = new Date()): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** This site's origin as the caller reached it (behind a proxy: with TRUST_PROXY set), default port dropped. */
export function originOf(request: FastifyRequest): string {
  const raw = `${request.protocol}://${request.host}`;
  return URL.canParse(raw) ? new URL(raw).origin : `${request.protocol}://localhost`;
}
