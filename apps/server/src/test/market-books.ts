import type { MarketAlert } from '../modules/market/market-alerts';
import type { ProductSpec } from '@vce/market-core/product-spec';
import { catalogueProducts } from '@vce/market-core/product-spec';
import type { ContractState } from '../providers/market/contract-state';

/** A product's book a test moves by hand: its fields writable, unlike a feed's. */
export interface HandBook {
  spec: ProductSpec;
  tradingDay: string;
  spot: number;
  contracts: ContractState[];
  main: ContractState;
}

/**
 * rb on Wednesday 11 March 2026 with one month, rb2605, the main one: open at 3300 (the previous
 * settlement), limits 3069–3531, 100,000 lots open, nothing traded yet.
 */
export function createRbBook(): HandBook {
  const spec = catalogueProducts.find((product) => product.code === 'rb');
  if (!spec) throw new Error('no rb in the catalogue');
  const main: ContractState = {
    id: 'rb2605',
    year: 2026,
    month: 5,
    expiry: '2026-05-15',
    yearsLeft: 0.2,
    last: 3300,
    open: 3300,
    high: 3300,
    low: 3300,
    preSettle: 3300,
    preClose: 3300,
    settle: null,
    limitUp: 3531,
    limitDown: 3069,
    volume: 0,
    priceVolume: 0,
    openInterest: 100_000,
    preOpenInterest: 100_000,
    share: 1,
    deviation: 0,
    movedAt: 0,
  };
  return { spec, tradingDay: '2026-03-11', spot: 3300, contracts: [main], main };
}

/** An alert of rb2605 as the store hands it back: one of the run before, for a restart to carry on from. */
export function createRbAlert(alert: Pick<MarketAlert, 'kind' | 'time'> & Partial<MarketAlert>): MarketAlert {
  return { symbol: 'rb', name: '螺纹钢', contract: 'rb2605', text: '', price: 3300, zdf: 0, ...alert };
}
