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
