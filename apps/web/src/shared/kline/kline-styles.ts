import { colors } from '@vce/contract/limits';
import type { CandleType, DeepPartial, Styles } from 'klinecharts';

const flat = '#8a8f99';
const lineBlue = '#2f6fed';

/** Rises red and falls green (the library's defaults are the Western way round); no repeated title. */
export const riseFallStyles: DeepPartial<Styles> = {
  candle: {
    bar: {
      upColor: colors.rise,
      downColor: colors.fall,
      noChangeColor: flat,
      upBorderColor: colors.rise,
      downBorderColor: colors.fall,
      noChangeBorderColor: flat,
      upWickColor: colors.rise,
      downWickColor: colors.fall,
      noChangeWickColor: flat,
    },
    // The last-price tag compares with the previous bar's close, as quote boards compare with the day before.
    priceMark: {
      last: { compareRule: 'previous_close', upColor: colors.rise, downColor: colors.fall, noChangeColor: flat },
    },
    area: {
      lineColor: lineBlue,
      backgroundColor: [
        { offset: 0, color: 'rgba(47, 111, 237, 0.02)' },
        { offset: 1, color: 'rgba(47, 111, 237, 0.18)' },
      ],
      point: { color: lineBlue, rippleColor: 'rgba(47, 111, 237, 0.3)' },
    },
    // The legend above the chart names the series already.
    tooltip: { title: { show: false } },
  },
  indicator: {
    ohlc: { upColor: colors.rise, downColor: colors.fall, noChangeColor: flat },
    bars: [{ upColor: 'rgba(255, 36, 36, 0.7)', downColor: 'rgba(19, 188, 92, 0.7)', noChangeColor: flat }],
    circles: [{ upColor: 'rgba(255, 36, 36, 0.7)', downColor: 'rgba(19, 188, 92, 0.7)', noChangeColor: flat }],
  },
};

export const candleStyles = (type: CandleType): DeepPartial<Styles> => ({ candle: { type } });
