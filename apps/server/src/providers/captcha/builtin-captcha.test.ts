import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalShortLivedStore } from '../../platform/short-lived-store';
import { CAPTCHA_TOLERANCE_PX, createBuiltinCaptcha, peekChallengeOffset } from './builtin-captcha';
import { PIECE_SIZE } from './slide-image';

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
const newCaptcha = () => {
  const store = createLocalShortLivedStore();
  return { captcha: createBuiltinCaptcha(store), store };
};

describe('the builtin slide captcha', () => {
  it('draws a background and a piece as PNG images of the announced sizes', async () => {
    const challenge = await newCaptcha().captcha.createChallenge();
    const image = await sharp(pngOf(challenge.image)).metadata();
    const piece = await sharp(pngOf(challenge.piece)).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', challenge.width, challenge.height]);
    expect([piece.format, piece.width, piece.height]).toEqual(['png', PIECE_SIZE, PIECE_SIZE]);
  });

  it('gives a one-time ticket for a drop within the tolerance', async () => {
    const { captcha, store } = newCaptcha();
    const { captcha_id: id } = await captcha.createChallenge();
    const offset = (await peekChallengeOffset(store, id)) ?? -1;
    const ticket = await captcha.check(id, offset + CAPTCHA_TOLERANCE_PX);
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);
    expect(await captcha.consumeTicket(ticket ?? '')).toBe(true);
    expect(await captcha.consumeTicket(ticket ?? '')).toBe(false);
  });

  it('uses the challenge up on a wrong drop, so the right one afterwards fails', async () => {
    const { captcha, store } = newCaptcha();
    const { captcha_id: id } = await captcha.createChallenge();
    const offset = (await peekChallengeOffset(store, id)) ?? -1;
    expect(await captcha.check(id, offset + CAPTCHA_TOLERANCE_PX + 1)).toBeNull();
    expect(await captcha.check(id, offset)).toBeNull();
    expect(await captcha.consumeTicket(undefined)).toBe(false);
  });
});
