import { changeColor, formatPercent, formatSignedAmount } from '../format';

/** A change coloured as rises and falls are (red up, green down), in 万/亿 or in percent. */
export function ChangeText({ value, isPercent = false }: { value: number; isPercent?: boolean }) {
  return (
    <span style={{ color: changeColor(value) }}>{isPercent ? formatPercent(value) : formatSignedAmount(value)}</span>
  );
}
