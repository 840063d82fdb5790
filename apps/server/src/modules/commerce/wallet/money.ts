import { formatCents } from '@vce/contract/commerce-wallet';

/** A signed amount as a bill shows it: "+100.00" / "-68.00" for V券, "+5" / "-20" for V粒. */
export const formatMovement = (amount: number, currency: 'vq' | 'vli') =>
  `${amount > 0 ? '+' : ''}${currency === 'vq' ? formatCents(amount) : String(amount)}`;
