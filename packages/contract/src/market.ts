import { z } from 'zod';
import { defineCall } from './call';
import { noBody } from './validation';

export const SymbolItem = z.object({
  id: z.number().int(),
  /** Product code as used in contract ids (rb, SR, IF). */
  symbol: z.string(),
  name: z.string(),
});
export const ExchangeSymbols = z.object({
  /** Exchange code: SHFE, INE, DCE, CZCE, CFFEX, GFEX. */
  code: z.string(),
  name: z.string(),
  short_name: z.string(),
  list: z.array(SymbolItem),
});
export const symbolList = defineCall({
  path: '/vce_gm/v1/symbol_list',
  access: 'public',
  request: noBody,
  data: z.array(ExchangeSymbols),
});

export const SymbolPriceItem = SymbolItem.extend({
  /** Main contract id in the exchange's own convention (rb2605, SR605, IF2606). */
  main_contract: z.string(),
  /** Last price of the main contract. */
  lastPrice: z.number(),
  /** Change percent of the main contract against the previous settlement, e.g. 1.25 for +1.25 %. */
  zdf: z.number(),
});
export const ExchangeSymbolsWithPrice = ExchangeSymbols.extend({ list: z.array(SymbolPriceItem) });
export const symbolListWithPrice = defineCall({
  path: '/vce_gm/v1/symbol_list_with_price',
  access: 'public',
  request: noBody,
  data: z.array(ExchangeSymbolsWithPrice),
});
