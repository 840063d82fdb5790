import type { UseQueryResult } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { pageItemRender } from '../../shared/ui/page-items';

/**
 * A console table's rows and pages as the server answers them: the list of the current page, the
 * total for the pager, and a page or page size chosen sent back as the filter's own fields.
 */
export function serverPaging<Row, Filter extends { page: number; limit: number }>(
  query: UseQueryResult<{ total: number; list: Row[] }>,
  filter: Filter,
  setFilter: (update: (current: Filter) => Filter) => void,
  unit: string,
): { loading: boolean; dataSource: Row[] | undefined; pagination: TablePaginationConfig } {
  return {
    loading: query.isFetching,
    dataSource: query.data?.list,
    pagination: {
      current: filter.page,
      pageSize: filter.limit,
      total: query.data?.total ?? 0,
      showTotal: (total) => `共 ${total} ${unit}`,
      // Page numbers as the site's other pagers draw them: not links without an address.
      itemRender: pageItemRender,
      onChange: (page, limit) => setFilter((current) => ({ ...current, page, limit })),
    },
  };
}
