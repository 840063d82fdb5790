import { Segmented } from 'antd';

/**
 * A list's status choice ('all' or one status) as a filter field: choosing one goes back to the
 * first page with the status set, or unset for 'all'.
 */
export function StatusFilter<Status extends string, Filter extends { status?: Status; page: number }>({
  options,
  filter,
  setFilter,
}: {
  options: readonly { value: Status | 'all'; label: string }[];
  filter: Filter;
  setFilter: (update: (current: Filter) => Filter) => void;
}) {
  return (
    <Segmented
      options={[...options]}
      value={filter.status ?? 'all'}
      onChange={(value) =>
        setFilter((current) => ({ ...current, page: 1, status: value === 'all' ? undefined : (value as Status) }))
      }
    />
  );
}
