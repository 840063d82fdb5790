import type { MarketAlert, MarketSocketMessage } from '@vce/contract/market-feed';
import { useEffect, useState } from 'react';
import { connectMarketSocket } from '../../../shared/socket/market-socket';

type ContentOf<T extends MarketSocketMessage['type']> = Extract<MarketSocketMessage, { type: T }>['content'];
export type ChangeCounts = ContentOf<'changeNumber'>;
export type TradedRanking = ContentOf<'tradedRanking'>;

export interface MarketFeed {
  counts?: ChangeCounts;
  ranking?: TradedRanking;
  /** Alerts pushed since the page opened, newest first. */
  alerts: MarketAlert[];
  /** When the server sent the newest board (ms). */
  updatedAt?: number;
}

const keptAlerts = 100;

/** What the trading-data socket pushes while the page is open: counts, rankings and alerts. */
export function useMarketFeed(): MarketFeed {
  const [feed, setFeed] = useState<MarketFeed>({ alerts: [] });
  useEffect(
    () =>
      connectMarketSocket((message) => {
        if (message.type === 'changeNumber') {
          setFeed((last) => ({ ...last, counts: message.content, updatedAt: message.data.sent_at }));
        } else if (message.type === 'tradedRanking') {
          setFeed((last) => ({ ...last, ranking: message.content, updatedAt: message.data.sent_at }));
        } else if (message.type === 'monitoring') {
          const fresh = [...message.content].sort((a, b) => b.time - a.time);
          setFeed((last) => ({ ...last, alerts: [...fresh, ...last.alerts].slice(0, keptAlerts) }));
        }
      }),
    [],
  );
  return feed;
}
