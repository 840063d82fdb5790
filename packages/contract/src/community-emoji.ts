/**
 * The emoji dictionary (spec 000 §3: about 60 bracketed names mapped to images): `[微笑]` in a post or
 * comment is drawn as `/images/emoji/{key}.svg`, images the project draws (scripts/draw-emoji.mjs).
 * Faces first, then hands and things, then the market's own.
 */
export const emojis = [
  ['微笑', 'smile'],
  ['哈哈', 'haha'],
  ['大笑', 'laugh'],
  ['偷笑', 'titter'],
  ['憨笑', 'simper'],
  ['害羞', 'shy'],
  ['调皮', 'tongue'],
  ['得意', 'proud'],
  ['酷', 'cool'],
  ['色', 'love-eyes'],
  ['亲亲', 'kiss'],
  ['坏笑', 'smirk'],
  ['机智', 'clever'],
  ['惊讶', 'surprised'],
  ['疑问', 'question'],
  ['思考', 'thinking'],
  ['流汗', 'sweat'],
  ['尴尬', 'awkward'],
  ['无语', 'speechless'],
  ['白眼', 'eye-roll'],
  ['鄙视', 'despise'],
  ['难过', 'sad'],
  ['委屈', 'wronged'],
  ['可怜', 'pitiful'],
  ['大哭', 'cry'],
  ['生气', 'angry'],
  ['抓狂', 'crazy'],
  ['晕', 'dizzy'],
  ['睡觉', 'sleep'],
  ['叹气', 'sigh'],
  ['嘘', 'hush'],
  ['捂脸', 'facepalm'],
  ['奋斗', 'strive'],
  ['吃瓜', 'melon'],
  ['再见', 'bye'],
  ['恐惧', 'fear'],
  ['赞', 'thumbs-up'],
  ['踩', 'thumbs-down'],
  ['OK', 'ok'],
  ['胜利', 'victory'],
  ['鼓掌', 'clap'],
  ['抱拳', 'fist'],
  ['加油', 'cheer'],
  ['爱心', 'heart'],
  ['心碎', 'broken-heart'],
  ['玫瑰', 'rose'],
  ['礼物', 'gift'],
  ['红包', 'red-packet'],
  ['火', 'fire'],
  ['咖啡', 'coffee'],
  ['涨', 'rise'],
  ['跌', 'fall'],
  ['牛', 'bull'],
  ['熊', 'bear'],
  ['满仓', 'full-position'],
  ['空仓', 'empty-position'],
  ['止损', 'stop-loss'],
  ['抄底', 'bottom-fish'],
  ['火箭', 'rocket'],
  ['跳水', 'dive'],
  ['韭菜', 'leek'],
] as const;

export type EmojiName = (typeof emojis)[number][0];

const keyOfName = new Map<string, string>(emojis);

/** A bracketed name as written: `[微笑]`. */
export const emojiPattern = /\[([^[\]\s]{1,4})\]/g;

/** The image of a dictionary name, or undefined for words in brackets that are not one. */
export function emojiImage(name: string) {
  const key = keyOfName.get(name);
  return key === undefined ? undefined : `/images/emoji/${key}.svg`;
}
