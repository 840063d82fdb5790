/** Cents as yuan with two decimals ("1288.00", "-0.50"), by integer arithmetic: no float ever rounds money. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A signed amount as a bill shows it: "+100.00" / "-68.00" for V券, "+5" / "-20" for V粒. */
export const formatMovement = (amount: number, currency: 'vq' | 'vli') =>
  `${amount > 0 ? '+' : ''}${currency === 'vq' ? formatCents(amount) : String(amount)}`;
