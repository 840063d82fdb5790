/** A value of an exchange's rules, with the rule text or notice it comes from. */
export interface Sourced<T> {
  value: T;
  /** The exchange's contract text, rule or notice (and where it was read). */
  source: string;
  /** When the value took effect, for values the exchanges change by notice (limits, margins). */
  asOf?: string;
}

/** How a contract's last trading day (最后交易日) falls in or before its delivery month. */
export type LastTradeRule =
  /** The nth trading day of the delivery month (DCE, CZCE and GFEX: the 10th). */
  | { kind: 'nth-trading-day'; n: number }
  /** A day of the delivery month, or the next trading day when the exchange is closed (SHFE: the 15th). */
  | { kind: 'day-or-next-trading-day'; day: number }
  /** The last trading day of the month before the delivery month (fu, sc, lu). */
  | { kind: 'last-trading-day-before-month' }
  /** The nth trading day counted back from the end of the delivery month (DCE eg, lh, jd…: the 4th). */
  | { kind: 'nth-trading-day-from-end'; n: number }
  /** The last given weekday (1 Monday … 5 Friday) of the delivery month on which the exchange trades. */
  | { kind: 'last-weekday'; weekday: number }
  /** The nth Friday of the delivery month, or the next trading day (CFFEX). */
  | { kind: 'nth-friday'; n: number };

/** Which delivery months trade at once (合约月份 and the listing rule). */
export type ListingRule =
  /** Every delivery month of the product within the next twelve months. */
  | { kind: 'delivery-months-within-year' }
  /**
   * The nearest `consecutive` months (but those in `except`), then even or quarterly months: those up
   * to `withinMonths` ahead, or the next `count` of them.
   */
  | {
      kind: 'consecutive-then';
      consecutive: number;
      except?: readonly number[];
      then: 'even' | 'quarterly';
      withinMonths?: number;
      count?: number;
    }
  /** CFFEX stock-index futures: the current month, the next, and the next two quarterly months. */
  | { kind: 'index-futures' }
  /** CFFEX treasury futures: the three nearest quarterly months. */
  | { kind: 'treasury-futures' };

/** A product's trading rules, each value with its source. */
export interface ProductRules {
  lastTrade: Sourced<LastTradeRule>;
  listing: Sourced<ListingRule>;
  deliveryMonths: Sourced<readonly number[]>;
  /** The night session (21:00-23:00, 21:00-01:00(+1), 21:00-02:30(+1)), or null without one. */
  nightSession: Sourced<string | null>;
  /** Daily price limit as a fraction of the previous settlement. */
  priceLimit: Sourced<number>;
  /** The exchange's minimum trading margin as a fraction of the contract's value. */
  marginRate: Sourced<number>;
}

/** Words for a last-trading-day rule, as a trader reads it. */
export function describeLastTrade(rule: LastTradeRule): string {
  switch (rule.kind) {
    case 'nth-trading-day':
      return `合约月份第${rule.n}个交易日`;
    case 'day-or-next-trading-day':
      return `合约月份的${rule.day}日（遇法定节假日顺延）`;
    case 'last-trading-day-before-month':
      return '合约月份前一个月的最后一个交易日';
    case 'nth-trading-day-from-end':
      return `合约月份倒数第${rule.n}个交易日`;
    case 'last-weekday':
      return `合约月份最后一个开展交易的周${'一二三四五'[rule.weekday - 1]}`;
    case 'nth-friday':
      return `合约月份第${rule.n}个周五（遇法定节假日顺延）`;
  }
}

/** Words for a listing rule. */
export function describeListing(rule: ListingRule, deliveryMonths: readonly number[]): string {
  switch (rule.kind) {
    case 'delivery-months-within-year':
      return deliveryMonths.length === 12 ? '1—12月' : `${deliveryMonths.join('、')}月`;
    case 'consecutive-then': {
      const nearby = `最近${rule.consecutive}个连续月份${rule.except?.length ? `（${rule.except.join('、')}月除外）` : ''}`;
      const kind = rule.then === 'even' ? '双月' : '季月';
      const later = rule.count ? `随后${rule.count}个${kind}` : `之后${rule.withinMonths}个月内的${kind}`;
      return `${nearby}，${later}`;
    }
    case 'index-futures':
      return '当月、下月及随后两个季月';
    case 'treasury-futures':
      return '最近的三个季月';
  }
}
