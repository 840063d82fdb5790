import type { BbasExpressItem } from '@vce/contract/bbas';
import { describe, expect, it } from 'vitest';
import { mergeFlashLists } from './flash-lists';

const flash = (id: string, time: number): BbasExpressItem => ({
  id,
  kind: 'alert',
  time,
  title: id,
  content: '',
  source: 'vce行情监控',
  price: 1,
  zdf: 0,
});

describe('market express lists', () => {
  it('put pushed flashes and stored ones together newest first, each once', () => {
    const pushed = [flash('alert-3', 3), flash('alert-2', 2)];
    const stored = [flash('alert-2', 2), flash('note-1', 1)];
    expect(mergeFlashLists(pushed, stored).map((item) => item.id)).toEqual(['alert-3', 'alert-2', 'note-1']);
  });

  it('keep the newest up to the limit', () => {
    const merged = mergeFlashLists([flash('a', 5)], [flash('b', 9), flash('c', 1)], 2);
    expect(merged.map((item) => item.id)).toEqual(['b', 'a']);
  });
});
