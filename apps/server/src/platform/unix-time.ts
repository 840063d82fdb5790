/** A time as the wire gives it: unix seconds. */
export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The same, or null for a time not set. */
export const unixSecondsOrNull = (at: Date | null) => (at ? unixSeconds(at) : null);
