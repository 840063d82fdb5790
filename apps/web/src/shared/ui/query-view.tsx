import type { UseQueryResult } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { NoData } from './no-data';

/**
 * A query's three faces: its data once there, the failure (the server's message, which the API client
 * has already shown) in place of it, and a spinner meanwhile.
 */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <NoData description={query.error.message} />;
  return (
    <div className="query-loading">
      <Spin />
    </div>
  );
}
