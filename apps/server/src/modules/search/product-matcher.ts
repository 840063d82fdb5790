import { productAliases } from '@vce/market-core/product-aliases';
import { foldWidthAndCase, recognizeProducts } from '@vce/market-core/product-recognizer';
import { catalogueProducts } from '@vce/market-core/product-spec';
import { pinyin } from 'pinyin-pro';
import { hasHan } from './segmenter';

const exchangeNames: Record<string, string> = {
  SHFE: '上期所',
  INE: '上期能源',
  DCE: '大商所',
  CZCE: '郑商所',
  CFFEX: '中金所',
  GFEX: '广期所',
};

interface ProductEntry {
  code: string;
  name: string;
  exchange: string;
  /** Chinese names: the catalogue's and the aliases. */
  names: string[];
  /** Full pinyin and initials of each Chinese name (luowengang, lwg). */
  spellings: string[];
  initials: string[];
}

const syllablesOf = (name: string) => pinyin(name, { toneType: 'none', type: 'array', v: true });

/** Every product with its names and their pinyin, built once per process. */
const entries: ProductEntry[] = catalogueProducts.map((spec) => {
  const names = [spec.name_cn, ...(productAliases[spec.code] ?? [])].filter(hasHan);
  const syllables = names.map(syllablesOf);
  return {
    code: spec.code.toLowerCase(),
    name: spec.name_cn,
    exchange: spec.exchange,
    names,
    spellings: syllables.map((parts) => parts.join('')),
    initials: syllables.map((parts) => parts.map((part) => part[0]).join('')),
  };
});

/**
 * How well a query names a product, 0 for not at all (docs/decisions.md "Search"):
 * a code or a Chinese name said whole 100, a contract id (rb2705, SR705) 95, the start of a
 * Chinese name 80, pinyin initials whole 85, the start of a code 75, the start of a full pinyin
 * 70, initials' start 65, a Chinese name containing it 60. Pinyin is read from Latin input only:
 * a Chinese query never matches by sound.
 */
function scoreOf(entry: ProductEntry, query: string, contractCodes: Set<string>): { score: number; reason: string } {
  const none = { score: 0, reason: '' };
  const alias = (name: string | undefined) => (name && name !== entry.name ? `别名 ${name}` : '');
  if (hasHan(query)) {
    if (entry.names.includes(query)) return { score: 100, reason: alias(query) };
    const starting = entry.names.find((name) => name.startsWith(query));
    if (starting) return { score: 80, reason: alias(starting) };
    const containing = entry.names.find((name) => name.includes(query));
    return containing ? { score: 60, reason: alias(containing) } : none;
  }
  const latin = query.replace(/\s+/g, '');
  if (entry.code === latin) return { score: 100, reason: '' };
  if (contractCodes.has(entry.code)) return { score: 95, reason: `合约 ${latin}` };
  if (entry.initials.includes(latin)) return { score: 85, reason: `拼音首字母 ${latin}` };
  if (entry.code.startsWith(latin)) return { score: 75, reason: '' };
  const spelling = latin.length >= 2 ? entry.spellings.find((each) => each.startsWith(latin)) : undefined;
  if (spelling) return { score: 70, reason: `拼音 ${spelling}` };
  const initials = latin.length >= 2 ? entry.initials.find((each) => each.startsWith(latin)) : undefined;
  return initials ? { score: 65, reason: `拼音首字母 ${initials}` } : none;
}

export interface ProductMatch {
  code: string;
  name: string;
  exchange: string;
  exchangeName: string;
  score: number;
  /** Why it matched when the name does not show it: an alias, a contract, its pinyin. */
  reason: string;
}

/** The products a query names, best first (then the catalogue's order). */
export function matchProducts(keyword: string): ProductMatch[] {
  const query = foldWidthAndCase(keyword).trim();
  if (!query || query.length > 20) return [];
  // A contract id names its product (rb2705, SR705, ｒｂ２７０５): the market's own recognizer reads it.
  const contractCodes = new Set(
    recognizeProducts(query)
      .filter((found) => found.contract !== null && found.matched.length === query.length)
      .map((found) => found.code.toLowerCase()),
  );
  return entries
    .map((entry) => ({ entry, ...scoreOf(entry, query, contractCodes) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ entry, score, reason }) => ({
      code: catalogueProducts.find((spec) => spec.code.toLowerCase() === entry.code)!.code,
      name: entry.name,
      exchange: entry.exchange,
      exchangeName: exchangeNames[entry.exchange] ?? entry.exchange,
      score,
      reason,
    }));
}
