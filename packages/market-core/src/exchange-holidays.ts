import closures from './exchange-closures.json' with { type: 'json' };
import { provisionalClosures } from './provisional-holidays';

/**
 * Weekdays the Chinese futures exchanges are closed. A year the exchanges have announced comes from
 * their notices (exchange-closures.json, or an operator's file loaded at start: useOfficialClosures);
 * any other year is derived by rule (provisional-holidays.ts) and marked provisional.
 */
const officialYears = new Map<number, ReadonlySet<string>>();
const provisionalYears = new Map<number, ReadonlySet<string>>();

/** "02-16..02-23" spans of one year as dates. */
export function expandSpans(year: number | string, spans: readonly string[]): string[] {
  return spans.flatMap((span) => {
    const [from, to = from] = span.split('..');
    const days: string[] = [];
    for (let day = new Date(`${year}-${from}T00:00:00Z`); day <= new Date(`${year}-${to}T00:00:00Z`);) {
      days.push(day.toISOString().slice(0, 10));
      day = new Date(day.getTime() + 86_400_000);
    }
    return days;
  });
}

for (const [year, spans] of Object.entries(closures.years))
  officialYears.set(Number(year), new Set(expandSpans(year, spans)));

/** Replaces (or adds) a year's official closed days; calendar.ts's useOfficialClosures also drops its caches. */
export function setOfficialClosures(year: number, days: readonly string[]) {
  officialYears.set(year, new Set(days));
}

/** True when the year's closed days come from the rule rather than the exchanges' notice. */
export const isProvisionalYear = (year: number) => !officialYears.has(year);

function closedDaysOf(year: number): ReadonlySet<string> {
  const official = officialYears.get(year);
  if (official) return official;
  let derived = provisionalYears.get(year);
  if (!derived) {
    derived = new Set(provisionalClosures(year));
    provisionalYears.set(year, derived);
  }
  return derived;
}

/** A weekday the exchanges are closed (YYYY-MM-DD). */
export const isExchangeHoliday = (date: string) => closedDaysOf(Number(date.slice(0, 4))).has(date);
