// HTTP calls against raw node:http serving the same bytes: throughput of hot reads, latency of K-lines.
import { type LoadFigures, measure, medianOf } from './load';
import { figure, type GroupReport, verdict } from './report';
import { type Canned, httpScenarios, klineScenarios, requestKey, type Scenario } from './scenarios';
import { type AppServer, startBaselineServer } from './servers';
import { settings } from './settings';
import { inTurns } from './turns';

interface CallComparison {
  scenario: string;
  /** Mean size of our answers, the bytes the baseline serves. */
  answerKB: number;
  ours: LoadFigures;
  baseline: LoadFigures;
  /** Our requests per second over the baseline's. */
  ratio: number;
  /** Null for a call without a budget (measured for information). */
  withinBudget: boolean | null;
}

/** Hot reads at 50 connections: ours must serve `budget` of the baseline's requests per second. */
export async function httpGroup(app: AppServer): Promise<GroupReport> {
  const connections = 50;
  const { budget } = settings;
  const { comparisons } = await compareCalls(app, httpScenarios(app.token), connections, (c) => c.ratio >= budget);
  return tableOf(`HTTP: ${connections} connections`, `ours ≥ ${budget * 100} %`, comparisons, []);
}

/** The K-line page asks for a long series at once: ours must answer 99 % of them within this (ms). */
const klineP99BudgetMs = 500;

/** Long K-line series, a few symbols in turn, at a modest concurrency: p99 latency is the figure. */
export async function klineGroup(app: AppServer): Promise<GroupReport> {
  const connections = 4;
  const { comparisons, canned } = await compareCalls(
    app,
    klineScenarios,
    connections,
    (c) => c.ours.p99Ms <= klineP99BudgetMs,
  );
  // The stored history decides how many bars exist: 1m needs ~23 trading days for 5000.
  const barCounts = klineScenarios.map(({ name, path, bodies }) => {
    const counts = bodies.map((body) => JSON.parse(canned[requestKey(path, body)]?.body ?? '{}').data?.bars?.length);
    return `${name}: ${counts.join(', ')} bars (${bodies.map((body) => JSON.parse(body).symbol).join(', ')})`;
  });
  return tableOf(`K-line: ${connections} connections`, `p99 ≤ ${klineP99BudgetMs} ms`, comparisons, barCounts);
}

async function compareCalls(
  app: AppServer,
  scenarios: Scenario[],
  connections: number,
  isWithinBudget: (comparison: CallComparison) => boolean,
) {
  const canned = await fetchAnswers(app.origin, scenarios);
  const baseline = await startBaselineServer(canned);
  try {
    const comparisons: CallComparison[] = [];
    const { seconds, rounds, warmupSeconds } = settings;
    for (const scenario of scenarios) {
      console.log(`${scenario.name}: ${warmupSeconds} s warm-up, then ${rounds} turns of ${seconds} s on each server…`);
      const load = (origin: string, turnSeconds = seconds) =>
        measure(origin, scenario, { connections, seconds: turnSeconds });
      await load(app.origin, warmupSeconds);
      await load(baseline.origin, warmupSeconds);
      const turns = await inTurns(
        rounds,
        () => load(app.origin),
        () => load(baseline.origin),
      );
      const ours = medianOf(turns.ours);
      const base = medianOf(turns.baseline);
      const bytes = scenario.bodies.map((body) =>
        Buffer.byteLength(canned[requestKey(scenario.path, body)]?.body ?? ''),
      );
      const comparison: CallComparison = {
        scenario: scenario.name,
        answerKB: Math.round(bytes.reduce((sum, size) => sum + size, 0) / bytes.length / 1024),
        ours,
        baseline: base,
        ratio: base.requestsPerSecond ? ours.requestsPerSecond / base.requestsPerSecond : 0,
        withinBudget: false,
      };
      comparison.withinBudget = scenario.budgeted ? ours.failures === 0 && isWithinBudget(comparison) : null;
      comparisons.push(comparison);
    }
    return { comparisons, canned };
  } finally {
    await baseline.stop();
  }
}

/** Our answer to each request, fetched once: the baseline serves exactly these bytes. */
async function fetchAnswers(origin: string, scenarios: Scenario[]) {
  const canned: Canned = {};
  for (const { name, path, bodies, headers } of scenarios) {
    for (const body of bodies) {
      const res = await fetch(`${origin}${path}`, { method: 'POST', body, headers });
      const text = await res.text();
      if (res.status !== 200 || JSON.parse(text).code !== 1) throw new Error(`${name}: ${res.status} ${text}`);
      canned[requestKey(path, body)] = {
        contentType: res.headers.get('content-type') ?? 'application/json',
        body: text,
      };
    }
  }
  return canned;
}

function tableOf(title: string, budgetTitle: string, comparisons: CallComparison[], notes: string[]): GroupReport {
  const failed = comparisons.filter((c) => c.ours.failures || c.baseline.failures);
  return {
    title,
    header: ['target', 'KB', 'ours req/s', 'ours p99 ms', 'baseline req/s', 'baseline p99 ms', 'ratio', budgetTitle],
    rows: comparisons.map((c) => [
      c.scenario,
      String(c.answerKB),
      figure(c.ours.requestsPerSecond),
      figure(c.ours.p99Ms),
      figure(c.baseline.requestsPerSecond),
      figure(c.baseline.p99Ms),
      c.ratio.toFixed(2),
      c.withinBudget === null ? 'no budget' : verdict(c.withinBudget),
    ]),
    notes: [
      ...notes,
      ...failed.map((c) => `${c.scenario}: failed requests — ours ${c.ours.failures}, baseline ${c.baseline.failures}`),
    ],
    figures: comparisons,
    withinBudget: comparisons.every((c) => c.withinBudget !== false && !c.ours.failures),
  };
}
