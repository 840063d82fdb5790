import { describe, expect, it } from 'vitest';
import { emojis } from '@vce/contract/community-emoji';
import { existsSync } from 'node:fs';
import { excerptOf } from '../../platform/plain-text';
import { cleanPostBody, drawEmoji } from './post-html';

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

describe("a post's images", () => {
  it("keeps only the site's own uploads, with nothing but their path, and counts them", () => {
    const upload = '/uploads/0123456789abcdef0123456789abcdef.png';
    const body = cleanPostBody(
      `<p><img src="${upload}" onerror="alert(1)" style="width:9999px" alt="x"></p>` +
        '<img src="https://evil.example/t.png"><img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">' +
        '<img src="/uploads/../../etc/passwd.png"><img src="/images/emoji/smile.svg"><svg><image href="x"/></svg>',
    );
    expect(body.html).toBe(`<p><img src="${upload}" alt="" loading="lazy" /></p>`);
    expect(body.imageCount).toBe(1);
    expect(body.text).toBe('');
  });
});

describe('the emoji dictionary', () => {
  it('draws known bracketed names as their images, outside links, and leaves other brackets as text', () => {
    const html = cleanPostBody(
      '<p>[涨]了 [不是表情] <a href="https://a.cn">[跌]</a> <img src=x onerror=alert(1)>[微笑]</p>',
    ).html;
    expect(drawEmoji(html)).toBe(
      '<p><img src="/images/emoji/rise.svg" alt="[涨]" class="emoji" width="22" height="22">了 [不是表情] ' +
        '<a href="https://a.cn" target="_blank" rel="noopener noreferrer nofollow ugc">[跌]</a> ' +
        '<img src="/images/emoji/smile.svg" alt="[微笑]" class="emoji" width="22" height="22"></p>',
    );
  });

  it('has about 60 names, each once, each with an image the project drew', () => {
    expect(emojis.length).toBeGreaterThanOrEqual(60);
    expect(new Set(emojis.map(([name]) => name)).size).toBe(emojis.length);
    for (const [, key] of emojis)
      expect(existsSync(new URL(`../../../../web/public/images/emoji/${key}.svg`, import.meta.url))).toBe(true);
  });
});
