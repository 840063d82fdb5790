import { contractInfo, tradingDays } from '@vce/contract/market-rules';
import { hasNightBefore, tradingDaysBetween } from '@vce/market-core/calendar';
import { isProvisionalYear } from '@vce/market-core/exchange-holidays';
import { describeLastTrade, describeListing, type Sourced } from '@vce/market-core/rule-kinds';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import { productFactsOf } from './quote-views';

const isProvisional = (date: string) => isProvisionalYear(Number(date.slice(0, 4)));
const rateOf = ({ value, source, asOf }: Sourced<number>) => ({ rate: value, source, as_of: asOf ?? null });

/**
 * The exchanges' rules for clients, the assistant and the contract calculator: a product's rules
 * with every listed contract's last trading day and limit prices, and the trading days of a range.
 */
export function registerRulesRoutes(app: FastifyInstance) {
  const { market } = app;

  registerCall(app, contractInfo, ({ body }) => {
    const { book } = market.askedSeries(body.symbol);
    const { spec } = book;
    const { rules } = spec;
    return {
      ...productFactsOf(book, market.feed),
      sector: spec.sector,
      multiplier_unit: spec.multiplier_unit,
      price_units_per_lot: spec.price_units_per_lot,
      price_limit: rateOf(rules.priceLimit),
      margin_rate: rateOf(rules.marginRate),
      sessions_source: rules.nightSession.source,
      delivery_months: [...rules.deliveryMonths.value],
      listing: {
        text: describeListing(rules.listing.value, rules.deliveryMonths.value),
        source: rules.listing.source,
      },
      last_trade_rule: { text: describeLastTrade(rules.lastTrade.value), source: rules.lastTrade.source },
      contracts: book.contracts.map((contract) => ({
        contract: contract.id,
        is_main: contract === book.main,
        last_trade_date: contract.expiry,
        provisional: isProvisional(contract.expiry),
        pre_settle: contract.preSettle,
        limit_up: contract.limitUp,
        limit_down: contract.limitDown,
      })),
    };
  });

  registerCall(app, tradingDays, ({ body }) => ({
    list: tradingDaysBetween(body.from, body.to).map((date) => ({
      date,
      has_night_session: hasNightBefore(date),
      provisional: isProvisional(date),
    })),
  }));
}
