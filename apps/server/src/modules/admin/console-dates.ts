import { beijingInstant } from '@vce/market-core/calendar';

/** A console filter's Beijing dates (both ends included) as instants: from the first day's start, until the day after the last. */
export const beijingDayRange = (input: { from?: string; to?: string }) => ({
  from: input.from ? new Date(beijingInstant(input.from, '00:00')) : undefined,
  until: input.to ? new Date(beijingInstant(input.to, '00:00') + 86_400_000) : undefined,
});
