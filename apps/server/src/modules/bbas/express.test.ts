import { alertFlash, mergeFlashes } from '@vce/contract/bbas-express';
import { describe, expect, it } from 'vitest';
import { noteFlash } from './express';

const alert = alertFlash({
  time: Date.parse('2026-01-05T02:00:00Z'),
  symbol: 'rb',
  name: '螺纹钢',
  contract: 'rb2605',
  kind: 'limit_down',
  text: '螺纹钢rb2605 触及跌停',
  price: 3601,
  zdf: -5,
});
const note = noteFlash({
  id: 7,
  symbol: 'rb',
  title: '螺纹钢盘前提示（示例）',
  content: '示例内容',
  author: 'vce编辑部（示例）',
  publishedAt: new Date('2026-01-05T01:00:00Z'),
});

describe('market express flashes', () => {
  it('keep the byline of a note', () => {
    expect(note).toMatchObject({ id: 'note-7', kind: 'note', source: 'vce编辑部（示例）', price: null, zdf: null });
  });

  it('merge with alerts newest first and keep the limit', () => {
    expect(mergeFlashes([alert], [note], 10).map((item) => item.id)).toEqual([alert.id, 'note-7']);
    expect(mergeFlashes([alert], [note], 1)).toHaveLength(1);
  });
});
