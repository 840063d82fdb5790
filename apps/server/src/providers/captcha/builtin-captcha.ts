import { randomBytes, randomInt } from 'node:crypto';
import type { ShortLivedStore } from '../../platform/short-lived-store';
import type { CaptchaProvider } from './captcha-provider';
import { drawSlidePuzzle, IMAGE_HEIGHT, IMAGE_WIDTH, PIECE_SIZE } from './slide-image';

const TTL_MS = 2 * 60_000;
/** How far (px) the dropped piece may sit from the gap. */
export const CAPTCHA_TOLERANCE_PX = 5;

const challengeKey = (id: string) => `captcha:challenge:${id}`;
const ticketKey = (ticket: string) => `captcha:ticket:${ticket}`;

/**
 * The builtin slide puzzle, generated and verified by the server. Challenges and tickets live 2
 * minutes in the short-lived store (Redis on the scale path, so any process accepts them) and are
 * used once.
 */
export function createBuiltinCaptcha(store: ShortLivedStore): CaptchaProvider {
  return {
    name: 'builtin',
    isRequired: true,
    async createChallenge() {
      const x = randomInt(PIECE_SIZE + 10, IMAGE_WIDTH - PIECE_SIZE - 5);
      const y = randomInt(5, IMAGE_HEIGHT - PIECE_SIZE - 5);
      const { image, piece } = await drawSlidePuzzle(x, y);
      const id = randomBytes(16).toString('hex');
      await store.put(challengeKey(id), String(x), TTL_MS);
      return { captcha_id: id, image, piece, piece_y: y, width: IMAGE_WIDTH, height: IMAGE_HEIGHT };
    },
    async check(challengeId, x) {
      const offset = await store.take(challengeKey(challengeId));
      if (offset === undefined || Math.abs(x - Number(offset)) > CAPTCHA_TOLERANCE_PX) return null;
      const ticket = randomBytes(16).toString('hex');
      await store.put(ticketKey(ticket), '1', TTL_MS);
      return ticket;
    },
    consumeTicket: async (ticket) => !!ticket && (await store.take(ticketKey(ticket))) === '1',
  };
}

/** Test hook: where the gap of a pending challenge in `store` is, without using it up. */
export async function peekChallengeOffset(store: ShortLivedStore, challengeId: string) {
  const offset = await store.peek(challengeKey(challengeId));
  return offset === undefined ? undefined : Number(offset);
}
