import { randomInt } from 'node:crypto';

// Letters and digits that cannot be mistaken for one another (no O/0, I/1).
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 期友 and four random characters: six characters, the wizard's nickname limit. */
export function createRandomNickname(): string {
  let tail = '';
  for (let i = 0; i < 4; i++) tail += alphabet[randomInt(alphabet.length)];
  return `期友${tail}`;
}
