import { Input } from 'antd';

/**
 * A list's title search as a filter field: searching goes back to the first page with the words,
 * or without any when cleared.
 */
export function KeywordSearch<Filter extends { keyword?: string; page: number }>({
  label,
  setFilter,
}: {
  label: string;
  setFilter: (update: (current: Filter) => Filter) => void;
}) {
  return (
    <Input.Search
      allowClear
      placeholder={label}
      aria-label={label}
      className="admin-search"
      onSearch={(keyword) => setFilter((current) => ({ ...current, page: 1, keyword: keyword.trim() || undefined }))}
    />
  );
}
