import { contractIdOf } from './contracts';
import { codesNeedingContract, notProductWords, pairAliases, productAliases, wordOnlyNames } from './product-aliases';
import { catalogueProducts, type ProductSpec } from './product-spec';

/**
 * Finds the futures products a Chinese question names, for the site's assistant. The rules:
 *
 * - Names are looked up longest first at each position, left to right: 低硫燃油 is lu before 燃油
 *   is fu, 螺纹钢 one name rather than 螺纹 and a stray 钢. Words in `notProductWords` (伦铜,
 *   苹果手机, 黄金周…) are matched the same way and name nothing, so they hide the names inside them.
 * - Latin names (codes, PTA, PVC…) count only as whole tokens: no letter or digit before them and no
 *   letter after, so MACD, KDJ, VIP, AI and BBAS name nothing and PTA is TA rather than pt.
 * - Digits right after a name are a contract: four on any exchange (rb2605, SR2605 → SR605), three
 *   on CZCE (SR605), two a month without its year (rb10: the product, no contract). Three digits
 *   elsewhere (rb605) name no contract either, as the decade is unknown.
 * - After a Latin name, digits that are not a contract (MA5, AU9999, SH600519, a price 3500元) mean
 *   the token is something else and names nothing.
 * - Single-letter codes and those in `codesNeedingContract` (MA, TA, JD…) need a contract's year
 *   and month (m2609, MA605): a股, K线, T+0, MA20 name nothing.
 * - Names starting or ending with a digit (沪深300, 20号胶) need no digit on that side (120号胶).
 * - 金 and 银 count only next to function words (金和银 yes, 资金, 银行 no); other single characters
 *   (铜, 糖…) count unless inside a word of `notProductWords`.
 */

/** A product named in a text. */
export interface RecognizedProduct {
  code: string;
  /** The catalogue's name (name_cn). */
  name: string;
  /** The first contract named for the product, in the exchange's convention (rb2605, SR605). */
  contract: string | null;
  /** The text of the product's first mention, and where it starts. */
  matched: string;
  index: number;
}

interface Name {
  /** The products it names; none for a word that only looks like a name. */
  codes: readonly string[];
  startsLatin: boolean;
  endsLatin: boolean;
  startsDigit: boolean;
  endsDigit: boolean;
  needsContract: boolean;
  isWordOnly: boolean;
}

const isLatin = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Characters beside which 金 or 银 stands as a word: conjunctions, particles and market verbs. */
const functionChars = new Set(
  '和与跟及或同、比对的是在呢吗啊吧了也都还会能要今明最近现走涨跌价期主合多空做买卖看怎什哪',
);
/** What after digits makes them a price or an amount rather than a contract month. */
const amountAfterDigits = /^(?:[元块点%万千]|\.\d)/;

const productsByCode = new Map(catalogueProducts.map((spec) => [spec.code, spec]));

/** Every name, lower-cased, with how it may match; built once. */
const names = new Map<string, Name>();
function addName(name: string, codes: readonly string[]) {
  const key = name.toLowerCase();
  const [first, last] = [key[0], key[key.length - 1]];
  const code = codes.length === 1 ? codes[0] : undefined;
  names.set(key, {
    codes,
    startsLatin: isLatin(first),
    endsLatin: isLatin(last),
    startsDigit: isDigit(first),
    endsDigit: isDigit(last),
    needsContract:
      code !== undefined && key === code.toLowerCase() && (code.length === 1 || codesNeedingContract.has(code)),
    isWordOnly: wordOnlyNames.includes(name),
  });
}
for (const word of notProductWords) addName(word, []);
for (const spec of catalogueProducts) {
  for (const name of [spec.code, spec.name_cn, ...(productAliases[spec.code] ?? [])]) addName(name, [spec.code]);
}
for (const [name, codes] of Object.entries(pairAliases)) addName(name, codes);
const nameLengths = [...new Set([...names.keys()].map((key) => key.length))].sort((a, b) => b - a);

/** Digits after a name: absent, a contract (its id when the year is known), or something else. */
type DigitsAfter =
  | { kind: 'absent' }
  | { kind: 'contract'; end: number; id: string | null; hasYear: boolean }
  | { kind: 'other'; end: number };

function readDigitsAfter(text: string, start: number, spec: ProductSpec | undefined): DigitsAfter {
  let end = start;
  while (isDigit(text[end])) end++;
  if (end === start) return { kind: 'absent' };
  const digits = text.slice(start, end);
  const month = Number(digits.slice(-2));
  const isContract = digits.length >= 2 && digits.length <= 4 && month >= 1 && month <= 12;
  if (!isContract || amountAfterDigits.test(text.slice(end)) || spec === undefined) return { kind: 'other', end };
  const hasYear = digits.length > 2;
  let id: string | null = null;
  if (digits.length === 4) id = contractIdOf(spec, 2000 + Number(digits.slice(0, 2)), month);
  else if (digits.length === 3 && spec.exchange === 'CZCE') id = `${spec.code}${digits}`;
  return { kind: 'contract', end, id, hasYear };
}

const isHan = (char: string | undefined) => char !== undefined && char >= '\u4e00' && char <= '\u9fff';
const standsAsWord = (text: string, start: number, end: number) =>
  [text[start - 1], text[end]].every((char) => !isHan(char) || functionChars.has(char ?? ''));

interface Mention {
  codes: readonly string[];
  contract: string | null;
  start: number;
  end: number;
}

/** The mention a name makes at `start`, or null when its rules say it is not that name here. */
function mentionOf(text: string, start: number, key: string, name: Name): Mention | null {
  const end = start + key.length;
  if ((name.startsLatin || name.startsDigit) && (isLatin(text[start - 1]) || isDigit(text[start - 1]))) return null;
  if (name.endsLatin && isLatin(text[end])) return null;
  if (name.endsDigit && isDigit(text[end])) return null;
  if (name.isWordOnly && !standsAsWord(text, start, end)) return null;
  const spec = name.codes.length === 1 ? productsByCode.get(name.codes[0] ?? '') : undefined;
  const digits = name.endsDigit ? ({ kind: 'absent' } as const) : readDigitsAfter(text, end, spec);
  if (digits.kind === 'contract') {
    if (name.needsContract && !digits.hasYear) return null;
    return { codes: name.codes, contract: digits.id, start, end: digits.end };
  }
  if (name.needsContract || (name.endsLatin && digits.kind === 'other')) return null;
  return { codes: name.codes, contract: null, start, end };
}

/** The longest name that matches at `start`. */
function longestMentionAt(text: string, start: number): Mention | null {
  for (const length of nameLengths) {
    const key = text.slice(start, start + length);
    const name = key.length === length ? names.get(key) : undefined;
    const mention = name && mentionOf(text, start, key, name);
    if (mention) return mention;
  }
  return null;
}

/**
 * Full-width forms to ASCII and Latin to lower case, one character for one so that positions in
 * the result are positions in the question (Ｒｂ２７０５ is rb2705). Search folds its words the same way.
 */
export const foldWidthAndCase = (text: string) =>
  text.replace(/[\uff01-\uff5e\u3000A-Z]/g, (char) => {
    if (char === '\u3000') return ' ';
    const ascii = char >= '\uff01' ? String.fromCharCode(char.charCodeAt(0) - 0xfee0) : char;
    return ascii.toLowerCase();
  });

/** Every product the text names, in order of first mention, each once. */
export function recognizeProducts(text: string): RecognizedProduct[] {
  const normalized = foldWidthAndCase(text);
  const found = new Map<string, RecognizedProduct>();
  for (let index = 0; index < normalized.length;) {
    const mention = longestMentionAt(normalized, index);
    if (!mention) {
      index++;
      continue;
    }
    for (const code of mention.codes) {
      const known = found.get(code);
      if (known) known.contract ??= mention.contract;
      else {
        const name = productsByCode.get(code)?.name_cn ?? code;
        const matched = text.slice(mention.start, mention.end);
        found.set(code, { code, name, contract: mention.contract, matched, index: mention.start });
      }
    }
    index = mention.end;
  }
  return [...found.values()];
}

/** The first product the text names, or null. */
export const recognizeProduct = (text: string): RecognizedProduct | null => recognizeProducts(text)[0] ?? null;
