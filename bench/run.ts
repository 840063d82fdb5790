// `npm run bench`: our server against raw node:http serving the same bytes, call by call.
// Both servers run in child processes; autocannon drives them from this one.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadFigures, measure } from './load';
import { type Comparison, compare, printTable, writeResults } from './report';
import { type Scenario, scenarios } from './scenarios';
import { type RunningServer, startAppServer, startBaselineServer } from './servers';

/** Our server must serve at least this share of the baseline's requests per second. */
const BUDGET = 0.6;
const CONNECTIONS = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Ours and the baseline take turns, so a drift in the machine's load hits both alike; medians are reported. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
if (!(seconds > 0)) throw new Error(`BENCH_SECONDS must be a positive number, got ${process.env.BENCH_SECONDS}`);
const warmupSeconds = Math.min(2, seconds);
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');

/** Our answer to each scenario, fetched once: the baseline serves exactly these bytes. */
async function fetchAnswers(origin: string) {
  const canned: Record<string, { contentType: string; body: string }> = {};
  for (const scenario of scenarios) {
    const { method, body: payload, headers } = scenario;
    const res = await fetch(`${origin}${scenario.path}`, { method, body: payload, headers });
    const body = await res.text();
    if (res.status !== 200 || JSON.parse(body).code !== 1) throw new Error(`${scenario.name}: ${res.status} ${body}`);
    canned[scenario.path] = { contentType: res.headers.get('content-type') ?? 'application/json', body };
  }
  return canned;
}

const warm = (origin: string, scenario: Scenario) =>
  measure(origin, scenario, { connections: CONNECTIONS, seconds: warmupSeconds });

function median(runs: LoadFigures[]): LoadFigures {
  const middle = <K extends keyof LoadFigures>(key: K) =>
    [...runs].sort((a, b) => a[key] - b[key])[Math.floor(runs.length / 2)]?.[key] ?? 0;
  return {
    requestsPerSecond: middle('requestsPerSecond'),
    p99Ms: middle('p99Ms'),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

async function measureInTurns(ours: string, baseline: string, scenario: Scenario) {
  await warm(ours, scenario);
  await warm(baseline, scenario);
  const oursRuns: LoadFigures[] = [];
  const baselineRuns: LoadFigures[] = [];
  for (let round = 0; round < rounds; round++) {
    oursRuns.push(await measure(ours, scenario, { connections: CONNECTIONS, seconds }));
    baselineRuns.push(await measure(baseline, scenario, { connections: CONNECTIONS, seconds }));
  }
  return { ours: median(oursRuns), baseline: median(baselineRuns) };
}

const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-bench-'));
const running: RunningServer[] = [];
try {
  const ours = await startAppServer(path.join(tempDir, 'pglite'));
  running.push(ours);
  const baseline = await startBaselineServer(await fetchAnswers(ours.origin));
  running.push(baseline);

  const comparisons: Comparison[] = [];
  for (const scenario of scenarios) {
    console.log(`${scenario.name}: ${warmupSeconds} s warm-up, then ${rounds} turns of ${seconds} s on each server…`);
    const figures = await measureInTurns(ours.origin, baseline.origin, scenario);
    comparisons.push(compare(scenario.name, figures.ours, figures.baseline, BUDGET));
  }

  printTable(comparisons, BUDGET);
  await writeResults(resultsFile, {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    seconds,
    rounds,
    budget: BUDGET,
    comparisons,
  });
  console.log(`results written to ${path.relative(process.cwd(), resultsFile)}`);
  if (comparisons.some((c) => !c.withinBudget)) process.exitCode = 1;
} finally {
  for (const server of running) await server.stop();
  await fs.rm(tempDir, { recursive: true, force: true });
}
