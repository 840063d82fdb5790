import { catalogueProducts } from '@vce/market-core/product-spec';
import { describe, expect, it } from 'vitest';
import { createRbBook } from '../../test/market-books';
import { moverRowOf } from './market-board';

/** A book that traded `volume` lots at `price` today, of the catalogue product `code`. */
function tradedBook(code: string, price: number, volume: number) {
  const book = createRbBook();
  const spec = catalogueProducts.find((product) => product.code === code);
  if (!spec) throw new Error(`no ${code}`);
  Object.assign(book.main, { id: `${code}2609`, last: price, open: price, volume, priceVolume: price * volume });
  return { ...book, spec };
}

describe('a mover row’s turnover', () => {
  it('counts eggs by the quote units in a lot: 10 × the price per 500 kg, not the 5-tonne multiplier', () => {
    // 1,000 lots at 3,600 元/500 kg: 5,000 t × 7,200 元/t = 36,000,000 元.
    expect(moverRowOf(tradedBook('jd', 3600, 1000))?.turnover).toBe(36_000_000);
  });

  it('counts rebar by its 10 tonnes a lot', () => {
    expect(moverRowOf(tradedBook('rb', 3300, 1000))?.turnover).toBe(33_000_000);
  });
});
