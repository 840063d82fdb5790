// The operators' console (issue 41) on PostgreSQL over 100,000 generated orders (never shipped as
// demo content): the orders list as finance filters it (the filter's page and its count), beside the
// bare newest-20 read of the same table; and a 50,000-row CSV export streamed in keyset batches,
// beside the same file made the simple way (every row read, then the whole text written), with the
// heap each grows by.
import { stringify } from 'csv-stringify/sync';
import { beijingDate } from '@vce/market-core/calendar';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../apps/server/src/db/schema/commerce-payment';
import { exportOrders, listOrders } from '../apps/server/src/modules/admin/orders-service';
import { createRandom } from '../apps/server/src/platform/seeded-random';
import { createUser } from '../apps/server/src/test/harness';
import { figure, type GroupReport, verdict } from './report';
import { startScratchApp } from './scratch-app';
import { settings } from './settings';
import { inTurns, median, percentile } from './turns';

const orderCount = Number(process.env.BENCH_CONSOLE_ORDERS ?? 100_000);
/** Finance at work: a few people paging and filtering at once. */
const readers = 4;
const p99BudgetMs = 100;
/** What the streamed export may hold at once, whatever the rows: a batch and the writer's buffers. */
const exportHeapBudgetMb = 16;

const DAY_MS = 86_400_000;
const kinds = ['vip', 'course', 'indicator', 'recharge', 'sms'] as const;
const payTypes = ['money', 'wechat', 'alipay'] as const;

/** A year of orders: every other one paid (the export's 50,000), the rest pending, closed or refunded. */
function generateOrders(userIds: number[]) {
  const random = createRandom('console-bench');
  const pick = <T>(list: readonly T[]) => list[Math.floor(random.next() * list.length)]!;
  const now = Date.now();
  return Array.from({ length: orderCount }, (_, index) => {
    const createdAt = new Date(now - Math.floor(random.next() * 365 * DAY_MS));
    const state = index % 2 === 0 ? 'paid' : pick(['pending', 'closed', 'refunded'] as const);
    return {
      orderNo: `B${String(index).padStart(9, '0')}`,
      userId: pick(userIds),
      kind: pick(kinds),
      itemName: 'VIP月卡',
      amountCents: 100 * (1 + Math.floor(random.next() * 500)),
      payType: pick(payTypes),
      state,
      expiresAt: createdAt,
      paidAt: state === 'pending' || state === 'closed' ? null : createdAt,
      createdAt,
    };
  });
}

const p99Of = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.99,
  );

/** Runs `read` in `readers` loops for a turn: reads per second and the latencies. */
async function drive(read: (turn: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const until = performance.now() + settings.seconds * 1000;
  await Promise.all(
    Array.from({ length: readers }, async (_, reader) => {
      for (let turn = reader; performance.now() < until; turn += readers) {
        const started = performance.now();
        await read(turn);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { perSecond: latencies.length / settings.seconds, latencies };
}

/** A full collection where the run allows one (`--expose-gc`, as scripts/bench.mjs starts it). */
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * Runs `work` while sampling the heap every 20 ms after a full collection, so what is counted is
 * what the work holds, not garbage awaiting a collection: the most it held (MB).
 */
async function peakHeapOf(work: () => Promise<unknown>) {
  collect();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => {
    collect();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return (peak - before) / 1024 / 1024;
}

export async function consoleGroup(): Promise<GroupReport> {
  const scratch = await startScratchApp();
  const { app } = scratch;
  try {
    await app.ready();
    const buyers = await Promise.all(Array.from({ length: 40 }, () => createUser(app)));
    const generated = generateOrders(buyers.map((buyer) => buyer.user.id));
    for (let start = 0; start < generated.length; start += 5_000)
      await app.db.insert(orders).values(generated.slice(start, start + 5_000));
    await app.db.execute(sql`analyze`);

    const today = beijingDate(Date.now());
    const monthAgo = beijingDate(Date.now() - 30 * DAY_MS);
    // What finance asks, in turn: the newest, a month's paid, a kind far down its pages, a buyer, refunds by WeChat.
    const filters = [
      { keyword: '', page: 1, limit: 20 },
      { keyword: '', state: 'paid' as const, from: monthAgo, to: today, page: 1, limit: 20 },
      { keyword: '', kind: 'vip' as const, page: 50, limit: 20 },
      { keyword: String(buyers[7]!.user.id), page: 1, limit: 20 },
      { keyword: '', pay_type: 'wechat' as const, state: 'refunded' as const, page: 2, limit: 20 },
    ];
    const ours = (turn: number) => listOrders(app, filters[turn % filters.length]!);
    const bare = () =>
      app.db
        .select()
        .from(orders)
        .orderBy(sql`${orders.createdAt} desc`)
        .limit(20);
    await drive(ours);
    await drive(bare);
    const turns = await inTurns(
      settings.rounds,
      () => drive(ours),
      () => drive(bare),
    );

    // Each way twice: timed as it runs, then again sampled for memory (the collections slow it).
    let exportedBytes = 0;
    const streamExport = async () => {
      exportedBytes = 0;
      const file = exportOrders(app, { keyword: '', state: 'paid' });
      for await (const chunk of file.body) exportedBytes += (chunk as Buffer).length;
    };
    let heldBytes = 0;
    const heldExport = async () => {
      const rows = await app.db.select().from(orders).where(eq(orders.state, 'paid'));
      heldBytes = Buffer.byteLength(
        stringify(
          rows.map((row) => [row.orderNo, row.userId, row.kind, row.itemName, row.amountCents, row.payType, row.state]),
        ),
      );
    };
    const timed = async (work: () => Promise<void>) => {
      const started = performance.now();
      await work();
      return (performance.now() - started) / 1000;
    };
    const streamed = { seconds: await timed(streamExport), heapMb: await peakHeapOf(streamExport) };
    const held = { seconds: await timed(heldExport), heapMb: await peakHeapOf(heldExport) };

    const figures = {
      orders: orderCount,
      list: {
        perSecond: median(turns.ours.map((turn) => turn.perSecond)),
        p99Ms: p99Of(turns.ours.flatMap((turn) => turn.latencies)),
      },
      bare: {
        perSecond: median(turns.baseline.map((turn) => turn.perSecond)),
        p99Ms: p99Of(turns.baseline.flatMap((turn) => turn.latencies)),
      },
      export: { rows: orderCount / 2, ...streamed, megabytes: exportedBytes / 1024 / 1024 },
      heldExport: { ...held, megabytes: heldBytes / 1024 / 1024 },
    };
    const listWithin = figures.list.p99Ms < p99BudgetMs;
    const exportWithin = streamed.heapMb < exportHeapBudgetMb;
    return {
      title: `The console over ${orderCount.toLocaleString('en')} generated orders on PostgreSQL: ${readers} readers, ${settings.rounds} turns of ${settings.seconds} s`,
      header: ['target', 'reads /s', 'p99 ms', 'budget'],
      rows: [
        [
          'ours: orders list, five filters in turn (page + count)',
          figure(figures.list.perSecond),
          figure(figures.list.p99Ms),
          `${verdict(listWithin)} (< ${p99BudgetMs})`,
        ],
        ['bare: newest 20 orders, no count', figure(figures.bare.perSecond), figure(figures.bare.p99Ms), ''],
      ],
      notes: [
        `export of ${(orderCount / 2).toLocaleString('en')} paid orders as CSV, streamed in keyset batches: ${streamed.seconds.toFixed(1)} s, ${figures.export.megabytes.toFixed(1)} MB, held at most ${streamed.heapMb.toFixed(1)} MB of heap — ${verdict(exportWithin)} (< ${exportHeapBudgetMb} MB)`,
        `the same rows read whole, then written (not chosen): ${held.seconds.toFixed(1)} s, held ${held.heapMb.toFixed(1)} MB of heap (fewer columns)`,
      ],
      figures,
      withinBudget: listWithin && exportWithin,
    };
  } finally {
    await scratch.close();
  }
}
