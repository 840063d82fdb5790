import type { Envelope } from '@vce/contract/codes';
import { api, hosts } from '../../../shared/api/api';
import { ApiTransportError, type CallOptions, hostFor } from '../../../shared/api/client';
import { getToken } from '../../../shared/session';
import { getVisitorId } from '../../../shared/visitor';

export type AsstQuery = Record<string, string | number | undefined>;

/**
 * The URL of an assistant call (spec 001 §7): its inputs in the query string, with the caller's
 * token ('' for a guest) and visitor id, which the assistant takes from the query, not from headers.
 */
export function asstUrl(path: string, query: AsstQuery = {}) {
  const params = new URLSearchParams({ token: getToken(), uuid: getVisitorId() });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return `${hostFor(path, hosts)}${path}?${params.toString()}`;
}

/**
 * GETs one JSON call of the assistant and answers its data. The envelope gets the shared client's
 * handling (4001 opens the login dialog, other refusals show their message); a failed transport is
 * only logged (spec 001 §8).
 */
export async function asstGet<T>(path: string, query: AsstQuery = {}, options: CallOptions = {}): Promise<T> {
  let envelope: Envelope;
  try {
    const response = await window.fetch(asstUrl(path, query), { signal: options.signal });
    envelope = (await response.json()) as Envelope;
    if (typeof envelope?.code !== 'number') throw new Error(`not an envelope (HTTP ${response.status})`);
  } catch (error) {
    api.log(`request failed: ${path}`, error);
    throw new ApiTransportError(error instanceof Error ? error.message : String(error));
  }
  return api.accept(envelope, options).data as T;
}
