import { describe, expect, it } from 'vitest';
import { cleanPostBody, excerptOf } from './post-html';

describe('a post body', () => {
  it('counts its text as the editor does: blocks and line breaks part words by one space', () => {
    const body = cleanPostBody(
      '<h2>复盘</h2><p>一<br>二</p><ul><li><p>止损</p></li><li><p>止盈</p></li></ul><hr><p>a &amp; b</p>',
    );
    expect(body.text).toBe('复盘 一 二 止损 止盈 a & b');
  });

  it('is cut for the feeds between characters, never through an emoji', () => {
    expect(excerptOf('多'.repeat(119) + '📈📉', 120)).toBe(`${'多'.repeat(119)}📈…`);
    expect(excerptOf('短文', 120)).toBe('短文');
  });
});
