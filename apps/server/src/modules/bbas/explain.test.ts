import { describe, expect, it } from 'vitest';
import { explainProduct, type ExplainInput } from './explain';
import { placeAmongLevels, pivotLevelsOf } from './pivots';
import { countViews } from './view-counts';

const closes = Array.from({ length: 60 }, (_, i) => 3800 + i);
const levels = pivotLevelsOf({ high: 3900, low: 3800, close: 3850 }, 1);

const input = (overrides: Partial<ExplainInput> = {}): ExplainInput => ({
  name: '螺纹钢',
  contract: 'rb2605',
  last: 3880,
  zdf: 0.52,
  tick: 1,
  closes,
  pivot: placeAmongLevels(3880, levels),
  views: countViews([{ direction: '多' }, { direction: '看多' }, { direction: '看多' }]),
  simulated: true,
  ...overrides,
});

describe('the explanation of a product', () => {
  it('tells the price, the trend against the averages, the pivot place and the consensus', () => {
    const text = explainProduct(input());
    expect(text).toContain('螺纹钢主力合约rb2605最新价3880，较前结算价上涨0.52%。');
    expect(text).toContain('站上5日（3857）、20日（3850）、60日（3830）均线，均线呈多头排列，短期趋势偏强。');
    expect(text).toContain(
      '价格位于枢轴点P与第一阻力位R1之间，上方留意第一阻力位R1（3900）的压力，下方关注枢轴点P（3850）的支撑。',
    );
    expect(text).toContain('3家机构的最新观点中多1家、看多2家，整体偏多。');
    expect(text).toContain('模拟行情');
  });

  it('names the averages the price is under and a fall', () => {
    const text = explainProduct(input({ last: 3840, zdf: -1.2, pivot: placeAmongLevels(3840, levels) }));
    expect(text).toContain('较前结算价下跌1.2%');
    expect(text).toContain('站上60日（3830）均线，位于5日（3857）、20日（3850）均线下方');
    expect(text).toContain('，整体处于60日均线上方，走势震荡偏强。');
  });

  it('says so when no desk has a view', () => {
    expect(explainProduct(input({ views: countViews([]) }))).toContain('暂无机构观点。');
  });

  it('has nothing to say without a pivot or five closes', () => {
    expect(explainProduct(input({ pivot: null }))).toBeNull();
    expect(explainProduct(input({ closes: [3800, 3801] }))).toBeNull();
  });
});
