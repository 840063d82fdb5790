import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Addresses signed for one user until a time (lesson videos, report PDFs, live streams): a copied
 * address stops working when it expires, and one made for a user works only with that user's token.
 */

/** Who a signed address is for: a user, or 0 for anyone (a free preview, a report to read, a public room). */
export interface MediaGrant {
  /** What it opens (`lessons/<key>`, `live/<roomId>`): the signature names the kind too, so a lesson's cannot open a report. */
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
