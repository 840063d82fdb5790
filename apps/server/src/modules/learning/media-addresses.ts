import { type MediaKind, mediaPrefix } from '@vce/contract/learning';
import type { FastifyInstance } from 'fastify';
import { type MediaGrant, signedQuery } from '../../platform/signed-addresses';

/** An asset's name: its kind and key (`lessons/demo-kline-basics-v1`, `reports/copper-weekly-v1`). */
export const mediaAsset = (kind: MediaKind, key: string) => `${kind}/${key}`;

/** A file of an asset, as the media storage keys it: `<kind>/<key>/<file>`. */
export const mediaFileKey = (asset: string, file: string) => `${asset}/${file}`;

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
