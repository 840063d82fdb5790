import { createHash, randomInt } from 'node:crypto';
import { limits } from '@vce/contract/limits';

/** A code of the spec's length (4 digits), from the cryptographic generator; leading zeros kept. */
export const generateSmsCode = () => String(randomInt(10 ** limits.smsCodeLength)).padStart(limits.smsCodeLength, '0');

/** Codes are stored hashed and bound to phone and event: the same digits for another phone never match. */
export const hashSmsCode = (input: { mobile: string; event: string; code: string }) =>
  createHash('sha256').update(`${input.mobile}:${input.event}:${input.code}`).digest('hex');
