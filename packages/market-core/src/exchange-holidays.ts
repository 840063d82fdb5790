/**
 * Weekdays the Chinese futures exchanges are closed (the State Council's public holidays as the
 * exchanges announced them). Extend each December with the next year's notice; days not listed are
 * trading days when they fall on a weekday.
 */
const closures: Record<number, string[]> = {
  2024: ['01-01', '02-09..02-16', '04-04..04-05', '05-01..05-03', '06-10', '09-16..09-17', '10-01..10-07'],
  2025: ['01-01', '01-28..02-04', '04-04', '05-01..05-05', '06-02', '10-01..10-08'],
  2026: ['01-01..01-02', '02-16..02-23', '04-06', '05-01..05-05', '06-19', '09-25', '10-01..10-07'],
};

export const exchangeHolidays: ReadonlySet<string> = new Set(
  Object.entries(closures).flatMap(([year, spans]) =>
    spans.flatMap((span) => {
      const [from, to = from] = span.split('..');
      const days: string[] = [];
      for (let day = new Date(`${year}-${from}T00:00:00Z`); day <= new Date(`${year}-${to}T00:00:00Z`);) {
        days.push(day.toISOString().slice(0, 10));
        day = new Date(day.getTime() + 86_400_000);
      }
      return days;
    }),
  ),
);
