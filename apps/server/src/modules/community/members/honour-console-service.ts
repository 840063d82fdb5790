import type { AdminHonour } from '@vce/contract/admin-honours';
import { type HonourKey, honourImage, honourKeys, honourRules } from '@vce/contract/community-members';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { findUserDisplays } from '../../account/account-service';
import { saveSetting } from '../../shell/settings-service';
import { countHolders, grantHonourAgain, listMemberHonourRows, revokeHonourRow } from './honour-store';
import { HONOUR_TEXTS_SETTING, readHonourTexts } from './honour-texts';

/*
 * 荣誉, the community's door for the console: the honours' words and pictures (a site setting over
 * the rule's own), and a member's honours granted by hand or taken back. What earns an honour is
 * the site's rule (honour-rules.ts); one taken back stays taken, whatever the member does next.
 */

export async function readHonoursForConsole(app: FastifyInstance): Promise<AdminHonour[]> {
  const [texts, holders] = await Promise.all([readHonourTexts(app), countHolders(app.db)]);
  return honourKeys.map((key) => ({
    key,
    ...texts[key],
    default_name: honourRules[key].name,
    default_description: honourRules[key].description,
    holders: holders.get(key) ?? 0,
  }));
}

/** Rewords an honour (a picture left empty is the site's own); answers it before and after. */
export async function updateHonourText(
  app: FastifyInstance,
  input: { key: HonourKey; name: string; description: string; image: string },
) {
  const texts = await readHonourTexts(app);
  const before = texts[input.key];
  const after = { name: input.name, description: input.description, image: input.image || honourImage(input.key) };
  await inTransaction(app.db, (tx) => saveSetting(app, tx, HONOUR_TEXTS_SETTING, { ...texts, [input.key]: after }));
  return { before, after };
}

/** A member's honours, held and taken back, named as members see them. */
export async function readMemberHonours(app: FastifyInstance, userId: number) {
  const [[user], rows, texts] = await Promise.all([
    findUserDisplays(app.db, [userId]),
    listMemberHonourRows(app.db, userId),
    readHonourTexts(app),
  ]);
  if (!user) throw AppError.reject('adminUserUnknown');
  return {
    user: { id: user.id, nickname: user.nickname },
    honours: rows.map((row) => ({
      key: row.honour as HonourKey,
      name: texts[row.honour as HonourKey]?.name ?? row.honour,
      granted_at: unixSeconds(row.grantedAt),
      revoked_at: row.revokedAt ? unixSeconds(row.revokedAt) : 0,
    })),
  };
}

export async function grantHonourByHand(app: FastifyInstance, input: { userId: number; honour: HonourKey }) {
  await readMemberHonours(app, input.userId);
  await grantHonourAgain(app.db, input);
  return readMemberHonours(app, input.userId);
}

export async function revokeHonour(app: FastifyInstance, input: { userId: number; honour: HonourKey }) {
  await readMemberHonours(app, input.userId);
  if (!(await revokeHonourRow(app.db, input))) throw AppError.reject('honourNotHeld');
  return readMemberHonours(app, input.userId);
}
