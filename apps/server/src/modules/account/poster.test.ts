import { describe, expect, it } from 'vitest';
import { wrapLines } from './poster';

describe('poster lines', () => {
  it('cuts text into lines of so many characters, the last ending in … when there is more', () => {
    expect(wrapLines('一二三四五', 2, 3)).toEqual(['一二', '三四', '五']);
    expect(wrapLines('一二三四五六七', 2, 3)).toEqual(['一二', '三四', '五…']);
    expect(wrapLines('  短 文  ', 10, 2)).toEqual(['短 文']);
  });
});
