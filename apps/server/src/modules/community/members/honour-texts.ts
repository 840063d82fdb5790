import { type HonourKey, honourImage, honourKeys, honourRules } from '@vce/contract/community-members';
import type { FastifyInstance } from 'fastify';

/** The site setting of the operators' rewording of the honours, by key (a missing one keeps the rule's words). */
export const HONOUR_TEXTS_SETTING = 'honour_texts';

export type HonourText = { name: string; description: string; image: string };
export type HonourTexts = Record<HonourKey, HonourText>;

/** Each honour as members see it: the operators' words and picture over the rule's own. */
export async function readHonourTexts(app: FastifyInstance): Promise<HonourTexts> {
  const saved = await app.settings.get<Partial<Record<HonourKey, Partial<HonourText>>>>(HONOUR_TEXTS_SETTING, {});
  return Object.fromEntries(
    honourKeys.map((key) => [
      key,
      {
        name: saved[key]?.name || honourRules[key].name,
        description: saved[key]?.description || honourRules[key].description,
        image: saved[key]?.image || honourImage(key),
      },
    ]),
  ) as HonourTexts;
}
