import { type MediaKind, mediaPrefix } from '@vce/contract/learning';
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** An asset's name: its kind and key (`lessons/demo-kline-basics-v1`, `reports/copper-weekly-v1`). */
export const mediaAsset = (kind: MediaKind, key: string) => `${kind}/${key}`;

/** A file of an asset, as the media storage keys it: `<kind>/<key>/<file>`. */
export const mediaFileKey = (asset: string, file: string) => `${asset}/${file}`;

/** Who a signed address is for: a user, or 0 for anyone (a free preview, a report to read). */
export interface MediaGrant {
  /** `mediaAsset(kind, key)`: the signature names the kind too, so a lesson's cannot open a report. */
  asset: string;
  userId: number;
  /** Unix seconds after which the address stops working. */
  expires: number;
}

const signatureOf = (secret: string, grant: MediaGrant) =>
  createHmac('sha256', secret).update(`${grant.asset}\n${grant.userId}\n${grant.expires}`).digest('base64url');

/** The query that opens every file of one asset for one user until `expires`: appended to each address of its playlists. */
export const signedQuery = (secret: string, grant: MediaGrant) =>
  `e=${grant.expires}&u=${grant.userId}&s=${signatureOf(secret, grant)}`;

/** A file's signed address. */
export const signedMediaUrl = (secret: string, grant: MediaGrant, file: string) =>
  `${mediaPrefix}${grant.asset}/${file}?${signedQuery(secret, grant)}`;

/**
 * The signed address of an asset's file for `userId` (0: anyone), valid MEDIA_URL_TTL_SECONDS; null
 * while the storage does not hold it yet (a demo video still being made).
 */
export async function signStoredMedia(
  app: FastifyInstance,
  secret: string,
  input: { asset: string; file: string; userId: number },
) {
  if ((await app.mediaStorage.sizeOf(mediaFileKey(input.asset, input.file))) === null) return null;
  const expires = Math.floor(Date.now() / 1000) + app.config.MEDIA_URL_TTL_SECONDS;
  return signedMediaUrl(secret, { asset: input.asset, userId: input.userId, expires }, input.file);
}

/**
 * The grant a request's query proves for `asset`, or why not: a missing, forged or tampered
 * signature, or one past its time. Compared in constant time.
 */
export function verifyGrant(
  secret: string,
  asset: string,
  query: { e?: string; u?: string; s?: string },
  nowSeconds: number,
): MediaGrant | 'forged' | 'expired' {
  const expires = Number(query.e);
  const userId = Number(query.u);
  if (!Number.isSafeInteger(expires) || !Number.isSafeInteger(userId) || userId < 0 || typeof query.s !== 'string')
    return 'forged';
  const grant = { asset, userId, expires };
  const expected = Buffer.from(signatureOf(secret, grant));
  const given = Buffer.from(query.s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return expires < nowSeconds ? 'expired' : grant;
}

/**
 * A playlist with the grant's query on each address it names (variant playlists, segments, keys),
 * so the player's every request carries it. Relative addresses only: ours never name another host.
 */
export function signPlaylist(playlist: string, query: string) {
  return playlist
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed && !trimmed.startsWith('#')) return `${trimmed}?${query}`;
      return line.replace(/URI="([^"?]+)"/g, (_, uri: string) => `URI="${uri}?${query}"`);
    })
    .join('\n');
}
