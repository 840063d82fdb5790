/**
 * Beijing wall-clock time, in which the exchanges and the site's daily rules count. Kept apart from
 * the trading calendar so a page that needs only the day does not load the lunar holiday rules.
 */
export const beijingOffsetMs = 8 * 3_600_000;

/** The Beijing calendar date of an instant. */
export const beijingDate = (ms: number) => new Date(ms + beijingOffsetMs).toISOString().slice(0, 10);
/** The Beijing date and time of an instant to the second: YYYY-MM-DD HH:mm:ss. */
export const beijingDateTime = (ms: number) =>
  new Date(ms + beijingOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
/** The instant of a Beijing wall-clock time on a date. */
export const beijingInstant = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+08:00`);
