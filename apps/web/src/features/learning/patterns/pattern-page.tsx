import { paths } from '@vce/contract/routes';
import { tickDecimals } from '@vce/market-core/ticks';
import { Card, Space, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { BarsMark } from '../../../shared/kline/bars-canvas';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { BarsChart } from '../../../shared/kline/bars-chart';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { usePattern } from '../api/patterns';
import { ProductSelect } from '../drills/product-select';
import '../drills/drills.css';

const toneColors = { rise: 'red', fall: 'green', neutral: 'default' } as const;

/** K线形态课 (/klineTraining/pattern?kind=&symbol=): a pattern's lesson on the newest moment the detector found. */
export default function PatternPage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') ?? '';
  const symbol = params.get('symbol') ?? undefined;
  const query = usePattern(kind, symbol);
  if (!kind) return <NoData description="没有这个K线形态" />;
  return (
    <QueryView query={query}>
      {(pattern) => {
        const marks: BarsMark[] = pattern.moments.map((moment) => {
          const bar = pattern.bars.find((candidate) => candidate[0] === moment.time);
          return { kind: 'bar', time: moment.time, price: bar?.[2] ?? 0, label: pattern.name };
        });
        return (
          <Card className="pattern-page" data-testid="pattern-lesson">
            <p>
              <Link to={paths.training}>K线训练</Link> / 形态课
            </p>
            <h1>
              {pattern.name} <Tag color={toneColors[pattern.tone]}>{pattern.explanation}</Tag>
            </h1>
            <Space wrap className="pattern-source">
              <span>在这个品种里找：</span>
              <ProductSelect
                allowRandom
                value={symbol}
                onChange={(next) => setParams(next ? { kind, symbol: next } : { kind }, { replace: true })}
              />
              {pattern.name_cn && (
                <span className="muted">
                  图例：{pattern.name_cn}（{pattern.symbol}）日线，
                  {pattern.focus && formatBeijingTime(pattern.focus.time, 'day')}
                  {pattern.focus?.note && `，${pattern.focus.note}`}
                </span>
              )}
            </Space>
            {pattern.bars.length > 0 ? (
              <BarsChart
                bars={pattern.bars}
                pricePrecision={tickDecimals(pattern.tick_size ?? 1)}
                period="day"
                marks={marks}
                height={380}
              />
            ) : (
              <NoData description="这个品种的历史行情中暂未找到该形态，换一个品种看看" />
            )}
            <article className="pattern-lesson">
              {pattern.lesson.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </article>
            <Link to={paths.drill()}>学完了？去实战训练中检验判断</Link>
          </Card>
        );
      }}
    </QueryView>
  );
}
