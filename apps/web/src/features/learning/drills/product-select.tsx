import { Select } from 'antd';
import { useSymbolList } from '../../../shared/market/get-symbol-list';

/** A listed product by exchange, searchable by code or name (rb, 螺纹). */
export function ProductSelect({
  value,
  onChange,
  allowRandom = false,
}: {
  value: string | undefined;
  onChange: (symbol: string | undefined) => void;
  allowRandom?: boolean;
}) {
  const { data = [] } = useSymbolList();
  const exchanges = data.map((exchange) => ({
    label: exchange.short_name,
    title: exchange.name,
    options: exchange.list.map((item) => ({ value: item.symbol, label: `${item.name} ${item.symbol}` })),
  }));
  return (
    <Select
      aria-label="品种"
      showSearch={{ optionFilterProp: 'label' }}
      className="product-select"
      value={value ?? (allowRandom ? '' : undefined)}
      onChange={(next: string) => onChange(next || undefined)}
      options={allowRandom ? [{ value: '', label: '随机品种' }, ...exchanges] : exchanges}
      placeholder="选择品种"
    />
  );
}
