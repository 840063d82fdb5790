// `npm run bench`: our server against raw node:http serving the same bytes, call by call.
// Both servers run in child processes; autocannon drives them from this one.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './load';
import { type Comparison, compare, printTable, writeResults } from './report';
import { type Scenario, scenarios } from './scenarios';
import { type RunningServer, startAppServer, startBaselineServer } from './servers';

/** Our server must serve at least this share of the baseline's requests per second. */
const BUDGET = 0.6;
const CONNECTIONS = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
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

async function measureWarm(origin: string, scenario: Scenario) {
  await measure(origin, scenario, { connections: CONNECTIONS, seconds: warmupSeconds });
  return measure(origin, scenario, { connections: CONNECTIONS, seconds });
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
    console.log(`${scenario.name}: ${warmupSeconds} s warm-up and ${seconds} s on each server…`);
    const oursFigures = await measureWarm(ours.origin, scenario);
    const baselineFigures = await measureWarm(baseline.origin, scenario);
    comparisons.push(compare(scenario.name, oursFigures, baselineFigures, BUDGET));
  }

  printTable(comparisons, BUDGET);
  await writeResults(resultsFile, {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    seconds,
    budget: BUDGET,
    comparisons,
  });
  console.log(`results written to ${path.relative(process.cwd(), resultsFile)}`);
  if (comparisons.some((c) => !c.withinBudget)) process.exitCode = 1;
} finally {
  for (const server of running) await server.stop();
  await fs.rm(tempDir, { recursive: true, force: true });
}
