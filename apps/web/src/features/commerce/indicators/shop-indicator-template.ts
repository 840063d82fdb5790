import { colors } from '@vce/contract/limits';
import { type ShopIndicatorCode, shopIndicatorCalcs } from '@vce/market-core/shop-indicators';
import type { IndicatorFigure, IndicatorTemplate, KLineData } from 'klinecharts';

type Values = Record<string, number | undefined>;

const toneColors = { rise: colors.rise, fall: colors.fall, neutral: '#E8A317' } as const;
/** NaN (not defined yet, or no signal on that bar) is left out, so nothing is drawn there. */
const drawn = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? undefined : value);

/**
 * A shop indicator as the chart library takes one: its lines in the formula files' colours, its
 * bars red above zero and green below, its signals as dots, computed by the market core exactly as
 * the 通达信 and 文华 formulas compute them.
 */
export function shopIndicatorTemplate(code: ShopIndicatorCode, name: string): IndicatorTemplate<Values, number> {
  const definition = shopIndicatorCalcs[code];
  const figures: IndicatorFigure<Values>[] = [
    ...definition.lines.map((line): IndicatorFigure<Values> => {
      if (line.kind === 'bar')
        return {
          key: line.key,
          title: `${line.title}: `,
          type: 'bar',
          baseValue: 0,
          styles: ({ data }) => {
            const color = (data.current?.[line.key] ?? 0) >= 0 ? colors.rise : colors.fall;
            return { style: 'fill', color, borderColor: color };
          },
        };
      return {
        key: line.key,
        title: `${line.title}: `,
        type: 'line',
        styles: () => ({
          color: line.color,
          size: line.style === 'thick' ? 2 : 1,
          style: line.style === 'dashed' ? 'dashed' : 'solid',
          dashedValue: [4, 3],
        }),
      };
    }),
    ...definition.marks.map((mark): IndicatorFigure<Values> => ({
      key: mark.key,
      title: `${mark.title}: `,
      type: 'circle',
      styles: () => ({ style: 'fill', color: toneColors[mark.tone], borderColor: toneColors[mark.tone] }),
    })),
  ];
  return {
    name: `shop_${code}`,
    shortName: name,
    series: definition.pane === 'price' ? 'price' : 'normal',
    precision: 2,
    shouldOhlc: definition.pane === 'price',
    figures,
    calc: (bars: KLineData[]) => {
      const lines = Object.entries(
        definition.calc(
          bars.map((bar) => ({
            open: bar.open,
            high: bar.high,
            low: bar.low,
            close: bar.close,
            volume: bar.volume ?? 0,
            openInterest: (bar.openInterest as number | undefined) ?? 0,
          })),
        ),
      );
      return bars.map((_, index) => Object.fromEntries(lines.map(([key, values]) => [key, drawn(values[index])])));
    },
  };
}
