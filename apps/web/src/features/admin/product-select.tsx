import { Select, type SelectProps } from 'antd';
import { useSymbolList } from '../../shared/market/get-symbol-list';

/** The market's products grouped by exchange, found by name or code: a form control or a filter. */
export function ProductSelect(props: Omit<SelectProps<string | string[]>, 'options' | 'loading'>) {
  const symbols = useSymbolList();
  const options = symbols.data?.map((exchange) => ({
    label: exchange.name,
    title: exchange.name,
    options: exchange.list.map((product) => ({ value: product.symbol, label: `${product.name} ${product.symbol}` })),
  }));
  return <Select showSearch optionFilterProp="label" {...props} loading={symbols.isPending} options={options} />;
}

/** Each product's Chinese name by its code, for the lists (the code itself while the names load). */
export function useProductNames() {
  const names = new Map(
    useSymbolList().data?.flatMap((exchange) => exchange.list.map((product) => [product.symbol, product.name])),
  );
  return (symbol: string) => names.get(symbol) ?? symbol;
}

/** A list's product filter: choosing goes back to the first page with the product, or all when cleared. */
export function ProductFilter<Filter extends { symbol?: string; page: number }>({
  setFilter,
}: {
  setFilter: (update: (current: Filter) => Filter) => void;
}) {
  return (
    <ProductSelect
      allowClear
      placeholder="全部品种"
      aria-label="品种"
      className="admin-teacher-profile"
      onChange={(symbol) =>
        setFilter((current) => ({ ...current, page: 1, symbol: (symbol as string | undefined) || undefined }))
      }
    />
  );
}
