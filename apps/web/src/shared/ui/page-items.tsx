import type { PaginationProps } from 'antd';
import { isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * antd draws each page number, and the jump-by-five arrows, as an `<a>` without an address: links
 * search engines cannot follow (Lighthouse's crawlable-anchors). The list item around each is
 * already the focusable, clickable control, so the inside becomes a span with the same look.
 */
export const pageItemRender: PaginationProps['itemRender'] = (page, type, original) => {
  if (type === 'page') return <span className="page-item-label">{page}</span>;
  if ((type === 'jump-prev' || type === 'jump-next') && isValidElement(original)) {
    const { className, children } = (original as ReactElement<{ className?: string; children?: ReactNode }>).props;
    return <span className={`${className ?? ''} page-item-label`}>{children}</span>;
  }
  return original;
};

/** A table's or list's pagination of `pageSize` rows, without the page-size changer. */
export const fixedPageSize = (pageSize: number): PaginationProps => ({
  pageSize,
  showSizeChanger: false,
  itemRender: pageItemRender,
});
