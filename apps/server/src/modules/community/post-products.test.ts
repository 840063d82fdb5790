import { describe, expect, it } from 'vitest';
import { tagProducts, untaggedText } from './post-products';

describe("a post's product tags", () => {
  it('become chips linking to BBAS, named by the catalogue, each product once and in order', () => {
    const { html, symbols } = tagProducts('<p>$螺纹$ 与 $铁矿石$ 背离，$rb2605$ 先弱</p>');
    expect(symbols).toEqual(['rb', 'i']);
    expect(html).toBe(
      '<p><a href="/bbasV3/details?symbol=rb" class="product-chip" data-symbol="rb">螺纹钢</a> 与 ' +
        '<a href="/bbasV3/details?symbol=i" class="product-chip" data-symbol="i">铁矿石</a> 背离，' +
        '<a href="/bbasV3/details?symbol=rb" class="product-chip" data-symbol="rb">螺纹钢</a> 先弱</p>',
    );
  });

  it('leave words that name no product, a link and the markup alone', () => {
    const html = '<p>$MACD$ 金叉，<a href="https://x.cn">$螺纹$</a><code>$ 3500 $</code></p>';
    expect(tagProducts(html)).toEqual({ html, symbols: [] });
  });

  it('are five at most', () => {
    expect(() => tagProducts('<p>$螺纹$$热卷$$铁矿$$焦炭$$焦煤$$玻璃$</p>')).toThrow('一篇帖子最多关联5个品种');
  });

  it("read as the products' names in an excerpt", () => {
    expect(untaggedText('$螺纹$ 跌破 3500，$无此物$')).toBe('螺纹钢 跌破 3500，$无此物$');
  });
});
