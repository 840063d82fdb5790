import { contractInfo, tradingDays } from '@vce/contract/market-rules';
import { hasNightBefore, tradingDaysBetween } from '@vce/market-core/calendar';
import { isProvisionalYear } from '@vce/market-core/exchange-holidays';
import { describeLastTrade, describeListing, type Sourced } from '@vce/market-core/rule-kinds';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';

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
      feed: market.feed.name,
      simulated: market.feed.simulated,
      symbol: spec.code,
      name: spec.name_cn,
      exchange: spec.exchange,
      sector: spec.sector,
      quote_unit: spec.quote_unit,
      multiplier: spec.multiplier,
      multiplier_unit: spec.multiplier_unit,
      price_units_per_lot: spec.price_units_per_lot,
      tick_size: spec.tick_size,
      price_limit: rateOf(rules.priceLimit),
      margin_rate: rateOf(rules.marginRate),
      sessions: { day: spec.day_session, night: spec.night_session, source: rules.nightSession.source },
      delivery_months: [...rules.deliveryMonths.value],
      listing: {
        text: describeListing(rules.listing.value, rules.deliveryMonths.value),
        source: rules.listing.source,
      },
      last_trade_rule: { text: describeLastTrade(rules.lastTrade.value), source: rules.lastTrade.source },
      trading_day: book.tradingDay,
      has_night_session_today: spec.night_session !== null && hasNightBefore(book.tradingDay),
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
