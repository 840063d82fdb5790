import type { CallRequest } from '@vce/contract/call';
import { kline } from '@vce/contract/market';
import { api } from '../../../shared/api/api';
import type { CallOptions } from '../../../shared/api/client';

/** Bars of a product's main continuous series; the chart pages through them itself, so no query cache. */
export const getKline = (request: CallRequest<typeof kline>, options?: CallOptions) =>
  api.call(kline, request, options);
