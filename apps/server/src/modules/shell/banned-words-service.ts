import { BANNED_WORDS_LIMIT } from '@vce/contract/admin-moderation';
import type { FastifyInstance } from 'fastify';
import { BANNED_WORDS_SETTING, builtinBannedWords, matchable } from '../../platform/banned-words';
import { AppError } from '../../platform/errors';
import { SETTINGS_CHANGED } from '../../platform/settings';
import { inTransaction } from '../../platform/transaction';
import { changeListSetting } from './store';

/** The site's own banned words and the moderators' (the shell area's door for the console). */
export async function readBannedWords(app: FastifyInstance) {
  return {
    builtin: builtinBannedWords,
    words: await app.settings.get<string[]>(BANNED_WORDS_SETTING, []),
  };
}

/** Changes the moderators' list in one locked step and tells every process to match against it. */
async function changeBannedWords(app: FastifyInstance, change: (words: string[]) => string[]) {
  const words = await inTransaction(app.db, (tx) => changeListSetting(tx, BANNED_WORDS_SETTING, change));
  await app.bus.publish(SETTINGS_CHANGED, null);
  return words;
}

/**
 * Adds a word, stored as text is matched (full-width folded, lower case, no spaces or punctuation),
 * so 「加 V 信」 and 「加v信」 are one word.
 */
export function addBannedWord(app: FastifyInstance, word: string) {
  const folded = matchable(word);
  if (Array.from(folded).length < 2) throw AppError.reject('bannedWordTooShort');
  if (builtinBannedWords.includes(folded)) throw AppError.reject('bannedWordBuiltin');
  return changeBannedWords(app, (words) => {
    if (words.includes(folded)) throw AppError.reject('bannedWordExists');
    if (words.length >= BANNED_WORDS_LIMIT) throw AppError.reject('bannedWordsFull');
    return [...words, folded];
  });
}

export function removeBannedWord(app: FastifyInstance, word: string) {
  const folded = matchable(word);
  return changeBannedWords(app, (words) => {
    if (!words.includes(folded)) throw AppError.reject('bannedWordUnknown');
    return words.filter((kept) => kept !== folded);
  });
}
