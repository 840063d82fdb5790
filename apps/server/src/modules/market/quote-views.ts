import { beijingDate, hasNightSessionOn } from '@vce/market-core/calendar';
import type { ContractState } from '../../providers/market/contract-state';
import type { ProductBook } from '../../providers/market/market-feed';
import { changePercentOf } from './market-reads';

/** Price difference at the tick's precision, without float noise. */
const difference = (a: number, b: number) => Number((a - b).toFixed(6));

export function contractQuoteOf(contract: ContractState, isMain: boolean) {
  return {
    contract: contract.id,
    is_main: isMain,
    expiry: contract.expiry,
    last: contract.last,
    change: difference(contract.last, contract.preSettle),
    zdf: changePercentOf(contract),
    open: contract.open,
    high: contract.high,
    low: contract.low,
    pre_settle: contract.preSettle,
    volume: contract.volume,
    open_interest: contract.openInterest,
    oi_change: contract.openInterest - contract.preOpenInterest,
    limit_up: contract.limitUp,
    limit_down: contract.limitDown,
  };
}

/** The main contract's price line of a product: what lists and dropdowns show. */
export function mainQuoteOf(book: ProductBook) {
  const main = book.main;
  return {
    main_contract: main?.id ?? '',
    lastPrice: main?.last ?? 0,
    zdf: main ? changePercentOf(main) : 0,
  };
}

/** What every answer about a product says of it (`now` in ms): its figures, hours and tonight's session. */
export function productFactsOf(book: ProductBook, feed: { name: string; simulated: boolean }, now = Date.now()) {
  const { spec } = book;
  return {
    feed: feed.name,
    simulated: feed.simulated,
    symbol: spec.code,
    name: spec.name_cn,
    exchange: spec.exchange,
    trading_day: book.tradingDay,
    quote_unit: spec.quote_unit,
    multiplier: spec.multiplier,
    tick_size: spec.tick_size,
    sessions: { day: spec.day_session, night: spec.night_session },
    night_session_tonight: spec.night_session !== null && hasNightSessionOn(beijingDate(now)),
  };
}

/** A product's board: its facts and every listed month. */
export function productQuotesOf(book: ProductBook, feed: { name: string; simulated: boolean }, now = Date.now()) {
  const main = book.main;
  return {
    ...productFactsOf(book, feed, now),
    spot: book.spot,
    basis: main ? difference(book.spot, main.last) : 0,
    contracts: book.contracts.map((contract) => contractQuoteOf(contract, contract === main)),
  };
}
