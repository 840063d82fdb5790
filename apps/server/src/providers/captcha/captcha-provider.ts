import type { z } from 'zod';
import type { CaptchaChallengeData } from '@vce/contract/account-sms';

export type CaptchaChallenge = z.input<typeof CaptchaChallengeData>;

/** A human check passed before an SMS code is sent. */
export interface CaptchaProvider {
  readonly name: string;
  /** False when no check is required (CAPTCHA_PROVIDER=off, automated tests only). */
  readonly isRequired: boolean;
  createChallenge(): Promise<CaptchaChallenge>;
  /** One attempt: a one-time ticket when solved, null otherwise. The challenge is used up either way. */
  check(challengeId: string, x: number): Promise<string | null>;
  /** True once for a valid, unexpired ticket. */
  consumeTicket(ticket: string | undefined): Promise<boolean>;
}

/** No puzzle at all: for automated tests only (config.ts refuses it in production). */
export const offCaptcha: CaptchaProvider = {
  name: 'off',
  isRequired: false,
  createChallenge: async () => ({ captcha_id: 'off', image: '', piece: '', piece_y: 0, width: 0, height: 0 }),
  check: async () => 'off',
  consumeTicket: async () => true,
};
