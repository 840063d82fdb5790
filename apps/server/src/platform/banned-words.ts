import { msg } from '@vce/contract/messages';
import { AppError } from './errors';
import type { SettingsCache } from './settings';

/**
 * Words the site does not carry in what users write (posts, comments, live chat; docs/decisions.md "Community limits"): the promises and
 * solicitations China's futures rules forbid outside licensed channels (guaranteed returns, managed
 * accounts, off-exchange leverage) and the contact-trading that brings scams into a forum. Political
 * and obscene filtering is the moderators' list, kept by the console (`banned_words` setting).
 */
export const builtinBannedWords = [
  '稳赚不赔',
  '保本保息',
  '保证收益',
  '保证盈利',
  '代客理财',
  '代客操盘',
  '带单盈利',
  '场外配资',
  '内幕消息',
  '加微信',
  '加我微信',
  '加v信',
  '加qq',
  '私聊领取',
];

/** The site setting holding the moderators' words, each stored as `matchable` folds it. */
export const BANNED_WORDS_SETTING = 'banned_words';

/** Text as the list is matched against it: full-width forms folded, lower case, no spaces or punctuation between characters. */
export const matchable = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');

/** Refuses text that holds a banned word (the site's or the moderators'), however it is spaced or punctuated. */
export async function refuseBannedWords(settings: SettingsCache, text: string) {
  const folded = matchable(text);
  const moderators = await settings.get<string[]>(BANNED_WORDS_SETTING, []);
  if (builtinBannedWords.some((word) => folded.includes(word)) || moderators.some((word) => folded.includes(word)))
    throw AppError.reject(msg.bannedWords);
}
