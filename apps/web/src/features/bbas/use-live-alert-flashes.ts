import type { BbasExpressItem } from '@vce/contract/bbas';
import { alertFlash, mergeFlashes } from '@vce/contract/bbas-express';
import { useEffect, useState } from 'react';
import { connectMarketSocket } from '../../shared/socket/market-socket';

/** A page left open through a busy session keeps this many; older ones come back with a reload. */
const keptFlashes = 50;

/**
 * The alerts (异动) of `symbol` that the trading-data socket pushes while the page is open, as market
 * express flashes, newest first: the list shows them without a reload.
 */
export function useLiveAlertFlashes(symbol: string): BbasExpressItem[] {
  // Kept with their symbol: flashes of the product shown before are never shown with the next one.
  const [live, setLive] = useState({ symbol, flashes: [] as BbasExpressItem[] });
  useEffect(
    () =>
      connectMarketSocket(
        (message) => {
          if (message.type !== 'monitoring') return;
          const fresh = message.content.filter((alert) => alert.symbol === symbol).map(alertFlash);
          if (fresh.length === 0) return;
          setLive((last) => ({
            symbol,
            flashes: mergeFlashes(fresh, last.symbol === symbol ? last.flashes : [], keptFlashes),
          }));
        },
        ['monitoring'],
      ),
    [symbol],
  );
  return live.symbol === symbol ? live.flashes : [];
}
