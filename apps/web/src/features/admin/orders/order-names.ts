import type { OrderState } from '@vce/contract/commerce-payment';

/** An order state's tag colour in the console. */
export const orderStateColors: Record<OrderState, string> = {
  pending: 'gold',
  paid: 'green',
  closed: 'default',
  refunding: 'orange',
  refunded: 'purple',
};
