import { beijingInstant } from '@vce/market-core/calendar';
import { catalogueProducts } from '@vce/market-core/product-spec';
import { describe, expect, it } from 'vitest';
import { createRbBook } from '../../test/market-books';
import { productQuotesOf } from './quote-views';

const feed = { name: 'simulator', simulated: true };
const tonightAt = (date: string, spec = createRbBook().spec) =>
  productQuotesOf({ ...createRbBook(), spec }, feed, beijingInstant(date, '10:00')).night_session_tonight;

describe('the quote board’s hours', () => {
  it('gives the product’s day and night sessions', () => {
    expect(productQuotesOf(createRbBook(), feed).sessions).toEqual({
      day: '09:00-10:15,10:30-11:30,13:30-15:00',
      night: '21:00-23:00',
    });
  });

  it('holds a night session on a weekday evening and a Friday’s, not before a holiday nor at a weekend', () => {
    expect(tonightAt('2026-09-29')).toBe(true);
    expect(tonightAt('2026-09-25')).toBe(false); // 中秋: the exchanges are closed
    expect(tonightAt('2026-09-24')).toBe(false); // the eve of 中秋
    expect(tonightAt('2026-11-27')).toBe(true); // a Friday: the session belongs to Monday
    expect(tonightAt('2026-11-28')).toBe(false); // Saturday
    expect(tonightAt('2026-09-30')).toBe(false); // the eve of National Day
  });

  it('never holds one for a product without a night session', () => {
    const ferrosilicon = catalogueProducts.find((spec) => spec.code === 'SF');
    expect(tonightAt('2026-09-29', ferrosilicon)).toBe(false);
  });
});
