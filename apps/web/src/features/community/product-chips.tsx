import type { PostProduct } from '@vce/contract/community';
import { paths } from '@vce/contract/routes';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { ProductPrice } from '../../shared/market/product-price-chip';

/** A post's products as chips in the feeds: each links to its board (品种吧). */
export function ProductChips({ products }: { products: PostProduct[] }) {
  if (products.length === 0) return null;
  return (
    <span className="product-chips">
      {products.map((product) => (
        <Link key={product.symbol} to={paths.communityBoard(product.symbol)} className="product-chip">
          {product.name}
        </Link>
      ))}
    </span>
  );
}

/**
 * The live prices of the product chips the server put in a post's body (`a.product-chip`, links to
 * BBAS), drawn into them once the body is on the page.
 */
export function ChipPrices({ body, content }: { body: HTMLElement | null; content: string }) {
  // `content` is the body's HTML: new HTML, new chips.
  const chips = useMemo(
    () => Array.from(body?.querySelectorAll<HTMLAnchorElement>('a.product-chip[data-symbol]') ?? []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chips are read off `body` whenever `content` changes it
    [body, content],
  );
  return chips.map((chip, index) =>
    createPortal(<ProductPrice symbol={chip.dataset.symbol!} />, chip, `${chip.dataset.symbol}-${index}`),
  );
}

/** 相关品种 under a post: each product's live price, its BBAS page and its board. */
export function RelatedProducts({ products }: { products: PostProduct[] }) {
  if (products.length === 0) return null;
  return (
    <div className="related-products" data-testid="related-products">
      <span className="muted">相关品种</span>
      {products.map((product) => (
        <span key={product.symbol} className="related-product">
          <Link to={paths.bbasDetail(product.symbol)}>{product.name}</Link>
          <ProductPrice symbol={product.symbol} />
          <Link to={paths.communityBoard(product.symbol)} className="muted">
            进入{product.name}吧 ›
          </Link>
        </span>
      ))}
    </div>
  );
}
