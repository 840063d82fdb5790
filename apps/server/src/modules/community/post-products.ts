import { recognizeProduct } from '@vce/market-core/product-recognizer';
import { productNameOf, productSpecOf } from '@vce/market-core/product-spec';
import { AppError } from '../../platform/errors';
import { mapPostText } from './post-html';

/** Products one post may be tagged with at most: a post about everything is about nothing. */
export const POST_PRODUCTS_MAX = 5;

/** A product tag as written in a post: `$螺纹$`, `$rb2605$`, `$铁矿石$`. */
const productTag = /\$([^$<>\s]{1,12})\$/g;

/** The product a tag's words name (the market core's recognizer: names, aliases, codes, contracts). */
const productOfTag = (words: string) => recognizeProduct(words)?.code ?? null;

/** A product as a post shows it: its board and BBAS page. */
export const postProductOf = (symbol: string) => ({ symbol, name: productNameOf(symbol) });

/** Whether a board exists for `symbol`: every product of the catalogue has one. */
export const boardProductOf = (symbol: string) => productSpecOf(symbol);

/**
 * Turns the product tags in a post's sanitised HTML into chips (links to the product's BBAS page
 * that the page draws with a live price) and answers the products tagged, in the order first named.
 * Only text is read, never markup or a link's words; the chips' markup is the server's own, added
 * after sanitising (a sender cannot forge one: the allow-list keeps no class or data attribute).
 */
export function tagProducts(html: string) {
  const symbols: string[] = [];
  const tagged = mapPostText(html, (text) =>
    text.replace(productTag, (whole, words: string) => {
      const symbol = productOfTag(words);
      if (!symbol) return whole;
      if (!symbols.includes(symbol)) symbols.push(symbol);
      return `<a href="/bbasV3/details?symbol=${symbol}" class="product-chip" data-symbol="${symbol}">${productNameOf(symbol)}</a>`;
    }),
  );
  if (symbols.length > POST_PRODUCTS_MAX) throw AppError.reject(`一篇帖子最多关联${POST_PRODUCTS_MAX}个品种`);
  return { html: tagged, symbols };
}

/** A post's text with its product tags read as the products' names (the feeds' excerpt). */
export const untaggedText = (text: string) =>
  text.replace(productTag, (whole, words: string) => {
    const symbol = productOfTag(words);
    return symbol ? productNameOf(symbol) : whole;
  });
