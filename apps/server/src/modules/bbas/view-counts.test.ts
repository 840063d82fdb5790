import type { BbasDirection } from '@vce/contract/bbas';
import { describe, expect, it } from 'vitest';
import { countViews } from './view-counts';

const views = (...directions: BbasDirection[]) => directions.map((direction) => ({ direction }));

describe('view counts and consensus', () => {
  it('counts each direction', () => {
    expect(countViews(views('多', '看多', '看多', '震荡'))).toEqual({
      duo: 1,
      kanduo: 2,
      kankong: 0,
      zhendang: 1,
      direction: '看多',
    });
  });

  it('calls the bullish side 多 only when 多 outnumbers 看多', () => {
    expect(countViews(views('多', '多', '看多', '看空')).direction).toBe('多');
    expect(countViews(views('多', '看多')).direction).toBe('看多');
  });

  it('reads a tie between sides as 震荡', () => {
    expect(countViews(views('多', '看多', '看空', '看空')).direction).toBe('震荡');
    expect(countViews(views('看空', '震荡')).direction).toBe('震荡');
  });

  it('follows the largest side', () => {
    expect(countViews(views('看空', '看空', '震荡')).direction).toBe('看空');
  });

  it('has no direction without views', () => {
    expect(countViews([])).toEqual({ duo: 0, kanduo: 0, kankong: 0, zhendang: 0, direction: '' });
  });
});
