import type { ProductBook } from '../../providers/market/market-feed';
import { changePercentOf } from './market-reads';

export interface MoverRow {
  symbol: string;
  name: string;
  contract: string;
  last: number;
  zdf: number;
  volume: number;
  /** Turnover of the day in yuan: volume × average price × quote units per lot (jd: 10 × the 500 kg price). */
  turnover: number;
}

const boardSize = 10;

/** A product's main contract as a board row; null before it has traded today. */
export function moverRowOf(book: ProductBook): MoverRow | null {
  const main = book.main;
  if (!main?.open) return null;
  const averagePrice = main.volume ? main.priceVolume / main.volume : main.last;
  return {
    symbol: book.spec.code,
    name: book.spec.name_cn,
    contract: main.id,
    last: main.last,
    zdf: changePercentOf(main),
    volume: main.volume,
    turnover: Math.round(main.volume * averagePrice * book.spec.price_units_per_lot),
  };
}

const rowsOf = (books: readonly ProductBook[]) => books.flatMap((book) => moverRowOf(book) ?? []);

/** The live ranking: biggest risers, biggest fallers and most traded main contracts. */
export function tradedRanking(books: readonly ProductBook[]) {
  const rows = rowsOf(books);
  return {
    rise: [...rows].sort((a, b) => b.zdf - a.zdf).slice(0, boardSize),
    fall: [...rows].sort((a, b) => a.zdf - b.zdf).slice(0, boardSize),
    turnover: [...rows].sort((a, b) => b.turnover - a.turnover).slice(0, boardSize),
  };
}

/** How many main contracts are up, down and unchanged against their previous settlement. */
export function changeNumber(books: readonly ProductBook[]) {
  const counts = { rise: 0, fall: 0, flat: 0 };
  for (const book of books) {
    const main = book.main;
    if (!main) continue;
    if (main.last > main.preSettle) counts.rise++;
    else if (main.last < main.preSettle) counts.fall++;
    else counts.flat++;
  }
  return counts;
}
