import type { AlertKind, MarketAlert } from '@vce/contract/market-feed';
import type { ContractState } from '../../providers/market/contract-state';

/** A limit a contract can be told to be at (涨停, 跌停). */
export type LimitKind = 'limit_up' | 'limit_down';

const openedKindOf = { limit_up: 'limit_up_opened', limit_down: 'limit_down_opened' } as const;

const limitOf = (main: ContractState): LimitKind | undefined => {
  if (main.last >= main.limitUp) return 'limit_up';
  if (main.last <= main.limitDown) return 'limit_down';
  return undefined;
};

/**
 * The limit alerts due when the price stands where it does and `told` is the limit last told: a limit
 * reached, and the told one opened once the price has left it. Nothing while the price stays where
 * it was told to be, so a contract sealed at its limit (封板) is told so once, not every quiet period.
 */
export function* limitChangesOf(main: ContractState, told: LimitKind | undefined): Generator<AlertKind> {
  const reached = limitOf(main);
  if (reached === told) return;
  if (told) yield openedKindOf[told];
  if (reached) yield reached;
}

/** The limit told after an alert of `kind` was raised. */
export function toldLimitAfter(told: LimitKind | undefined, kind: AlertKind): LimitKind | undefined {
  if (kind === 'limit_up' || kind === 'limit_down') return kind;
  if (told && kind === openedKindOf[told]) return undefined;
  return told;
}

/**
 * The limit an earlier run last told of `main`, from its stored alerts: the newest limit alert, if it
 * is a limit reached and not opened since. A told limit stands only at today's limit price: another
 * trading day has other limits, and yesterday's 涨停 is not opened by today's first trade under it.
 */
export function storedToldLimitOf(main: ContractState, alerts: readonly MarketAlert[]): LimitKind | undefined {
  let newest: MarketAlert | undefined;
  for (const alert of alerts) {
    if (alert.kind.startsWith('limit_') && alert.time > (newest?.time ?? Number.NEGATIVE_INFINITY)) newest = alert;
  }
  if (newest?.kind === 'limit_up' && newest.price === main.limitUp) return 'limit_up';
  if (newest?.kind === 'limit_down' && newest.price === main.limitDown) return 'limit_down';
  return undefined;
}
