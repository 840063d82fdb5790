import { Pagination } from 'antd';
import { fixedPageSize } from './page-items';

export interface PagerProps {
  pageSize: number;
  current: number;
  total: number;
  onChange(page: number): void;
}

/** Page numbers for a list of `pageSize` rows a page (antd's Pagination at our fixed page size). */
export function Pager(props: PagerProps) {
  return (
    <Pagination
      {...fixedPageSize(props.pageSize)}
      current={props.current}
      total={props.total}
      onChange={props.onChange}
      size="small"
    />
  );
}
