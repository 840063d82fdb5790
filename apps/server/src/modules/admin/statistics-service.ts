import type { AdminStatistics } from '@vce/contract/admin-statistics';
import { type OrderKind, orderKinds } from '@vce/contract/commerce-payment';
import { statisticTypeNames } from '@vce/contract/statistic-types';
import type { FastifyInstance } from 'fastify';
import { readLoginsByDay, readSignupsByDay } from '../account/account-reads';
import { readQuestionsByDay } from '../assistant/statistics-reads';
import { readRevenueByDay, readVipBuyersByDay } from '../commerce/payment/statistics-reads';
import { readStatisticTypeCounts, readTopPaths, readVisitsByDay } from '../shell/statistics-reads';
import { beijingDayRange } from './console-dates';

const DAY_MS = 86_400_000;

/** The Beijing days from `from` to `to`, both included. */
function daysBetween(from: string, to: string) {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** A series with one value a day from rows of (day, value): 0 for a day with none. */
const seriesOf = <Row extends { day: string }>(days: string[], rows: Row[], value: (row: Row) => number) => {
  const byDay = new Map(rows.map((row) => [row.day, value(row)]));
  return days.map((day) => byDay.get(day) ?? 0);
};

/**
 * The console's 数据统计 over Beijing days: each area's figures read through its `*-reads.ts`
 * (visits and statistics types, sign-ups and sign-ins, paid orders, the assistant's questions).
 */
export async function readStatistics(
  app: FastifyInstance,
  input: { from: string; to: string },
): Promise<AdminStatistics> {
  const { from, until } = beijingDayRange(input);
  const range = { from: from!, until: until! };
  const days = daysBetween(input.from, input.to);
  const [visits, signups, logins, revenue, vipBuyers, questions, types, paths] = await Promise.all([
    readVisitsByDay(app.db, range),
    readSignupsByDay(app.db, range),
    readLoginsByDay(app.db, range),
    readRevenueByDay(app.db, range),
    readVipBuyersByDay(app.db, range),
    readQuestionsByDay(app.db, range),
    readStatisticTypeCounts(app.db, range),
    readTopPaths(app.db, range, 20),
  ]);
  const count = (row: { count: number }) => row.count;
  return {
    days,
    visitors: seriesOf(days, visits, (row) => row.visitors),
    page_views: seriesOf(days, visits, (row) => row.pageViews),
    signups: seriesOf(days, signups, count),
    logins: seriesOf(days, logins, count),
    vip_buyers: seriesOf(days, vipBuyers, count),
    assistant_questions: seriesOf(days, questions, count),
    revenue: orderKinds.map((kind: OrderKind) => ({
      kind,
      yuan: seriesOf(
        days,
        revenue.filter((row) => row.kind === kind),
        (row) => row.cents / 100,
      ),
    })),
    by_type: types.map((row) => ({
      type: row.type,
      name: statisticTypeNames[row.type] ?? `类型${row.type}`,
      count: row.count,
    })),
    by_route: paths.map((row) => ({ path: row.path ?? '', count: row.count })),
  };
}
