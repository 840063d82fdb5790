import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NoData } from './no-data';

/**
 * A query's three faces: its data once there, the failure (the server's message, which the API client
 * has already shown) in place of it, and a spinner meanwhile — drawn by CSS: antd's Spin would add its
 * code (3 KiB compressed) to the first load of every page with a section that loads (the home page's).
 */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <NoData description={query.error.message} />;
  return <Loading />;
}

/** The spinner of a section still loading. */
export function Loading() {
  return (
    <div className="query-loading" role="status" aria-label="加载中">
      <span className="query-spinner" />
    </div>
  );
}
