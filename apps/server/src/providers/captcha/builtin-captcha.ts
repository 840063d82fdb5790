import { randomBytes, randomInt } from 'node:crypto';
import { ExpiringMap } from '../../platform/expiring-map';
import type { CaptchaProvider } from './captcha-provider';
import { drawSlidePuzzle, IMAGE_HEIGHT, IMAGE_WIDTH, PIECE_SIZE } from './slide-image';

const TTL_MS = 2 * 60_000;
/** How far (px) the dropped piece may sit from the gap. */
export const CAPTCHA_TOLERANCE_PX = 5;

const challengeStores = new WeakMap<CaptchaProvider, ExpiringMap<number>>();

/**
 * The builtin slide puzzle, generated and verified by the server. Challenges and tickets live in
 * this process's memory for 2 minutes and are used once (Redis is the multi-process path).
 */
export function createBuiltinCaptcha(): CaptchaProvider {
  const challenges = new ExpiringMap<number>();
  const tickets = new ExpiringMap<true>();
  const provider: CaptchaProvider = {
    name: 'builtin',
    isRequired: true,
    async createChallenge() {
      const x = randomInt(PIECE_SIZE + 10, IMAGE_WIDTH - PIECE_SIZE - 5);
      const y = randomInt(5, IMAGE_HEIGHT - PIECE_SIZE - 5);
      const { image, piece } = await drawSlidePuzzle(x, y);
      const id = randomBytes(16).toString('hex');
      challenges.set(id, x, TTL_MS);
      return { captcha_id: id, image, piece, piece_y: y, width: IMAGE_WIDTH, height: IMAGE_HEIGHT };
    },
    check(challengeId, x) {
      const offset = challenges.take(challengeId);
      if (offset === undefined || Math.abs(x - offset) > CAPTCHA_TOLERANCE_PX) return null;
      const ticket = randomBytes(16).toString('hex');
      tickets.set(ticket, true, TTL_MS);
      return ticket;
    },
    consumeTicket: (ticket) => !!ticket && tickets.take(ticket) === true,
  };
  challengeStores.set(provider, challenges);
  return provider;
}

/** Test hook: where the gap of a pending challenge is, without using it up. */
export function peekChallengeOffset(provider: CaptchaProvider, challengeId: string): number | undefined {
  return challengeStores.get(provider)?.peek(challengeId);
}
