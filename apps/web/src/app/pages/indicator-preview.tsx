import { type ShopIndicatorCode, shopIndicatorCalcs } from '@vce/market-core/shop-indicators';
import { Card, Radio, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useQuotes } from '../../features/market/api/get-quotes';
import { defaultDashboardSymbol } from '../../features/market/default-symbol';
import { KLineChart } from '../../features/market/kline-chart/kline-chart';
import { shopIndicatorTemplate } from '../../features/commerce/indicators/shop-indicator-template';

/** Products a reader can try the indicator on: the busiest of four sectors, the default product first. */
const products = [
  { symbol: 'rb', name: '螺纹钢' },
  { symbol: 'i', name: '铁矿石' },
  { symbol: 'au', name: '黄金' },
  { symbol: 'm', name: '豆粕' },
];

/**
 * The indicator shop's preview, composed here from the market's chart: the indicator drawn on a product's K-line (daily by default), computed in the browser as the
 * formula files compute it. The chart says whether its prices are simulated.
 */
export function IndicatorPreview({ indicator }: { indicator: { code: string; name: string } | null }) {
  if (!indicator)
    return (
      <Card title="指标效果">
        <Spin className="indicator-preview-loading" />
      </Card>
    );
  const { code, name } = indicator;
  return code in shopIndicatorCalcs ? <Preview code={code as ShopIndicatorCode} name={name} /> : null;
}

function Preview({ code, name }: { code: ShopIndicatorCode; name: string }) {
  // The route's loader has asked for its quotes already (its prefetch in composed-pages.ts).
  const [symbol, setSymbol] = useState(defaultDashboardSymbol);
  const { data: quotes } = useQuotes(symbol);
  const extraIndicator = useMemo(() => {
    const template = shopIndicatorTemplate(code, name);
    return { template, onCandles: template.series === 'price' };
  }, [code, name]);
  return (
    <Card
      title="指标效果"
      extra={
        <Radio.Group
          aria-label="选择品种"
          size="small"
          optionType="button"
          value={symbol}
          onChange={(event) => setSymbol(event.target.value as string)}
          options={products.map((product) => ({ value: product.symbol, label: product.name }))}
        />
      }
    >
      {quotes ? (
        <KLineChart
          key={symbol}
          symbol={symbol}
          tickSize={quotes.tick_size}
          extraIndicator={extraIndicator}
          initialIndicators={['VOL']}
        />
      ) : (
        <Spin className="indicator-preview-loading" />
      )}
    </Card>
  );
}
