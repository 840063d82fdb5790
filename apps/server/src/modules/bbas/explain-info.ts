import type { BbasViewPoint } from '@vce/contract/bbas';
import type { MarketSeries } from '../market/market-replica';
import { changePercentOf } from '../market/market-reads';
import { explainProduct } from './explain';
import { lastPriceOf, pivotInfoOf } from './product-figures';
import { countViews } from './view-counts';

/** The explain info (spec 000 §3) of a product from its series and its desks' latest views (newest first). */
export function readExplainInfo(input: { state: MarketSeries; latestViews: BbasViewPoint[]; simulated: boolean }) {
  const { state, latestViews } = input;
  const { book } = state;
  const views = countViews(latestViews);
  const content = explainProduct({
    name: book.spec.name_cn,
    contract: book.main?.id ?? '',
    last: lastPriceOf(state),
    zdf: book.main ? changePercentOf(book.main) : 0,
    tick: book.spec.tick_size,
    closes: state.daily.map((bar) => bar.close),
    pivot: pivotInfoOf(state),
    views,
    simulated: input.simulated,
  });
  const latest = latestViews[0];
  return {
    ...views,
    content: content ?? '',
    is_explain: content ? (1 as const) : (0 as const),
    pdf_url: latest?.pdf_url ?? '',
    broker_name: latest?.broker_name ?? '',
    title: latest?.title ?? '',
    view_point_json: JSON.stringify(latestViews),
  };
}
