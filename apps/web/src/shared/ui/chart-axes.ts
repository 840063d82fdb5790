import { formatAmount } from '../format';

/**
 * A value axis whose labels read 万/亿 past four digits, the way the site writes large numbers.
 * Prices are scaled to their range; quantities (bars) start at zero.
 */
export const amountAxis = ({ name, isScaled = false }: { name?: string; isScaled?: boolean } = {}) =>
  ({
    type: 'value',
    name,
    scale: isScaled,
    axisLabel: { formatter: (value: number) => formatAmount(value) },
  }) as const;

/** Tooltip values in 万/亿 too. */
export const amountTooltip = {
  trigger: 'axis',
  valueFormatter: (value: unknown) => formatAmount(Number(value)),
} as const;
