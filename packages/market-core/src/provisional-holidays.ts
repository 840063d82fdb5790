import { Lunar, Solar } from 'lunar-typescript';

/**
 * The weekdays the exchanges will close in a year whose official list is not out yet, derived from
 * the statutory holidays (全国年节及纪念日放假办法, as amended in 2024) and the way the State Council
 * has arranged them in recent years:
 * - 元旦 1 January; 清明 (the solar term), 端午 (5th of the 5th lunar month) and 中秋 (15th of the
 *   8th) one day each: a day on a weekend moves to the following Monday;
 * - 春节 from New Year's Eve (除夕) through the 7th day of the first lunar month;
 * - 劳动节 1–5 May, 国庆节 1–7 October (to the 8th when 中秋 falls inside it).
 * The State Council also joins a single working day between a holiday and a weekend to the holiday
 * (2024-04-05, 2024-09-16, 2026-01-02); no rule foresees those, so the list stays provisional until
 * the official one replaces it. Weekends are never traded, make-up working Saturdays included.
 */
export function provisionalClosures(year: number): string[] {
  const closed = new Set<string>();
  const add = (day: Solar) => {
    const weekday = day.getWeek();
    if (weekday !== 0 && weekday !== 6) closed.add(day.toYmd());
  };
  const addSpan = (from: Solar, days: number) => {
    for (let offset = 0; offset < days; offset++) add(from.next(offset));
  };
  /** A one-day holiday: on a weekend it moves to the following Monday. */
  const addSingle = (day: Solar) => {
    const weekday = day.getWeek();
    add(weekday === 6 ? day.next(2) : weekday === 0 ? day.next(1) : day);
  };

  addSingle(Solar.fromYmd(year, 1, 1));
  const newYear = Lunar.fromYmd(year, 1, 1).getSolar();
  addSpan(newYear.next(-1), 8);
  addSingle(Solar.fromYmd(year, 4, 1).getLunar().getJieQiTable()['清明'] as Solar);
  addSpan(Solar.fromYmd(year, 5, 1), 5);
  addSingle(Lunar.fromYmd(year, 5, 5).getSolar());
  const midAutumn = Lunar.fromYmd(year, 8, 15).getSolar();
  const nationalDay = Solar.fromYmd(year, 10, 1);
  const midAutumnInside = midAutumn.toYmd() >= nationalDay.toYmd() && midAutumn.toYmd() <= `${year}-10-08`;
  if (!midAutumnInside) addSingle(midAutumn);
  addSpan(nationalDay, midAutumnInside ? 8 : 7);
  return [...closed].sort();
}
