import { Select } from 'antd';
import { useSymbolList } from '../../shared/market/get-symbol-list';

interface SymbolPickerProps {
  value: string | undefined;
  onChange: (symbol: string | undefined) => void;
  /** Offers 全部品种 (no product) as the cleared choice. */
  isClearable?: boolean;
}

/** Every listed product, grouped by exchange and searchable by name or code. */
export function SymbolPicker({ value, onChange, isClearable = false }: SymbolPickerProps) {
  const { data: exchanges = [] } = useSymbolList();
  return (
    <Select
      aria-label="选择品种"
      className="symbol-picker"
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={isClearable}
      placeholder="全部品种"
      value={value}
      onChange={(symbol?: string) => onChange(symbol)}
      options={exchanges.map((exchange) => ({
        label: exchange.name,
        title: exchange.name,
        options: exchange.list.map((item) => ({ value: item.symbol, label: `${item.name} ${item.symbol}` })),
      }))}
      style={{ width: 180 }}
    />
  );
}
