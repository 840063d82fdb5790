import type { ReactNode } from 'react';
import { changeColor, formatAmount, formatPercent } from '../../shared/format';
import { SimulatedTag } from '../../shared/ui/simulated-tag';
import type { ProductQuotes } from './api/get-quotes';
import { mainContractOf } from './main-contract';
import { decimalsOf, formatPrice, formatSigned } from './price-format';
import './quote-board.css';

function Figure({ label, children, color }: { label: string; children: ReactNode; color?: string }) {
  return (
    <div className="quote-figure">
      <dt>{label}</dt>
      <dd style={{ color }}>{children}</dd>
    </div>
  );
}

/** Exchange session text for readers: "21:00-01:00(+1)" reads 21:00–次日01:00, spans apart by spaces. */
const sessionText = (spans: string) =>
  spans
    .split(',')
    .map((span) => span.replace('-', '–').replace(/–(\d\d:\d\d)\(\+1\)/, '–次日$1'))
    .join(' ');

/** The main month's last trading day and the product's hours, with whether it trades tonight. */
function TradingRules({ quotes, expiry }: { quotes: ProductQuotes; expiry: string }) {
  const { day, night } = quotes.sessions;
  const nightText = night
    ? `夜盘 ${sessionText(night)}（${quotes.night_session_tonight ? '今晚开市' : '今晚无夜盘'}）`
    : '无夜盘';
  return (
    <p className="quote-rules muted" data-testid="quote-rules">
      主力最后交易日 {expiry} · 日盘 {sessionText(day)} · {nightText}
    </p>
  );
}

/** A product's quote at a glance: its main contract's price and change, the day's figures, spot and basis, its hours. */
export function QuoteHeader({ quotes }: { quotes: ProductQuotes }) {
  const main = mainContractOf(quotes);
  if (!main) return null;
  const color = changeColor(main.change);
  const decimals = decimalsOf(quotes.tick_size);
  return (
    <header className="quote-header" data-testid="quote-header">
      <div className="quote-title">
        <h2>{quotes.name}</h2>
        <span className="muted">
          主力 {main.contract} · {quotes.exchange} · 交易日 {quotes.trading_day}
        </span>
        <SimulatedTag simulated={quotes.simulated} />
      </div>
      <div className="quote-price" style={{ color }}>
        <strong data-testid="quote-last-price">{formatPrice(main.last, decimals)}</strong>
        <span>{formatSigned(main.change, decimals)}</span>
        <span>{formatPercent(main.zdf)}</span>
      </div>
      <dl className="quote-figures">
        <Figure label="今开">{formatPrice(main.open, decimals)}</Figure>
        <Figure label="最高">{formatPrice(main.high, decimals)}</Figure>
        <Figure label="最低">{formatPrice(main.low, decimals)}</Figure>
        <Figure label="昨结算">{formatPrice(main.pre_settle, decimals)}</Figure>
        <Figure label="成交量">{formatAmount(main.volume, '手')}</Figure>
        <Figure label="持仓量">{formatAmount(main.open_interest, '手')}</Figure>
        <Figure label="日增仓" color={changeColor(main.oi_change)}>
          {formatSigned(main.oi_change)}
        </Figure>
        <Figure label="涨停 / 跌停">
          {formatPrice(main.limit_up, decimals)} / {formatPrice(main.limit_down, decimals)}
        </Figure>
        <Figure label={`现货（${quotes.quote_unit}）`}>{formatPrice(quotes.spot, decimals)}</Figure>
        <Figure label="基差" color={changeColor(quotes.basis)}>
          {formatSigned(quotes.basis, decimals)}
        </Figure>
      </dl>
      <TradingRules quotes={quotes} expiry={main.expiry} />
    </header>
  );
}
