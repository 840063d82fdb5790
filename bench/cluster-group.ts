// The scale path: two server processes on PostgreSQL and Redis behind nginx (cluster/cluster-setup.ts,
// as the CI's cluster leg runs them), beside one of those processes alone. HTTP: symbol_list_with_price
// through nginx (both processes) and from one process directly. Websockets: 10,000 /ws/message clients
// spread over both processes, and as many on one process, each broadcast's delay measured.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { socketPaths } from '@vce/contract/socket';
import { type Cluster, startCluster } from '../cluster/cluster-setup';
import { measure, medianOf } from './load';
import { figure, type GroupReport, verdict } from './report';
import { httpScenarios } from './scenarios';
import { runChild } from './servers';
import { settings } from './settings';
import { inTurns } from './turns';
import { boardIntervalMs } from './ws-group';
import type { WsFigures, WsPlan } from './ws-clients';

const connections = 50;
/** Two processes should serve at least this many times one process's reads (issue 9). */
const throughputGoal = 1.6;
const p99GoalMs = 200;
const topics = ['changeNumber', 'tradedRanking'];

export async function clusterGroup(): Promise<GroupReport> {
  ensureNginx();
  const cluster = await startCluster({ count: 2, env: { MARKET_BOARD_INTERVAL_MS: String(boardIntervalMs) } });
  try {
    const http = await compareThroughput(cluster);
    const ws = await compareFanOut(cluster);
    const rss = await Promise.all(cluster.processes.map((server) => rssMiB(server.pid)));
    const ratio = http.one.requestsPerSecond ? http.two.requestsPerSecond / http.one.requestsPerSecond : 0;
    const spread = ws['2 processes'];
    const isWithinGoals =
      ratio >= throughputGoal &&
      !!spread &&
      spread.received === spread.broadcasts * settings.clusterClients &&
      spread.p99Ms < p99GoalMs;
    const wsRow = (name: string, run: WsFigures) => [
      `ws ${name}`,
      `${run.connected} clients`,
      `${((run.received / (run.broadcasts * settings.clusterClients || 1)) * 100).toFixed(1)} % received`,
      `p50 ${figure(run.p50Ms)} ms`,
      `p99 ${figure(run.p99Ms)} ms`,
      `max ${figure(run.maxMs)} ms`,
    ];
    return {
      title: `Cluster: 2 processes (PostgreSQL + Redis) behind nginx, beside 1 process`,
      header: ['measure', 'one process', 'two processes', 'ratio', 'p99 one', 'p99 two', 'goal'],
      rows: [
        [
          'symbol_list_with_price req/s',
          figure(http.one.requestsPerSecond),
          figure(http.two.requestsPerSecond),
          ratio.toFixed(2),
          `${figure(http.one.p99Ms)} ms`,
          `${figure(http.two.p99Ms)} ms`,
          `≥ ${throughputGoal}× ${verdict(ratio >= throughputGoal)}`,
        ],
        ...Object.entries(ws).map(([name, run]) => [
          ...wsRow(name, run),
          name === '2 processes' ? `p99 < ${p99GoalMs} ms ${verdict(run.p99Ms < p99GoalMs)}` : '',
        ]),
      ],
      notes: [
        `HTTP: ${connections} connections from autocannon in the bench process, on the same 2 cores as nginx and both servers (one process: the leader, directly; two: through nginx)`,
        `ws: clients in a child process of their own, ${topics.join(' + ')} at one broadcast per ${boardIntervalMs} ms; delay = receive time − data.sent_at`,
        `memory after the run: ${rss.map((mib, index) => `process ${cluster.processes[index]?.name} ${mib} MiB RSS`).join(', ')}`,
      ],
      figures: { http: { ...http, ratio }, ws, rssMiB: rss },
      withinBudget: isWithinGoals,
    };
  } finally {
    await cluster.stop();
  }
}

/** symbol_list_with_price from one process directly and through nginx, in turns. */
async function compareThroughput(cluster: Cluster) {
  const scenario = httpScenarios('').find((candidate) => candidate.name === 'symbol_list_with_price');
  const [leader] = cluster.processes;
  if (!scenario || !leader) throw new Error('cluster: no scenario or no process');
  const { seconds, rounds, warmupSeconds } = settings;
  console.log(`cluster http: ${rounds} turns of ${seconds} s, one process directly and two through nginx…`);
  const load = (origin: string, turnSeconds = seconds) =>
    measure(origin, scenario, { connections, seconds: turnSeconds });
  await load(leader.url, warmupSeconds);
  await load(cluster.proxyUrl, warmupSeconds);
  const turns = await inTurns(
    rounds,
    () => load(leader.url),
    () => load(cluster.proxyUrl),
  );
  return { one: medianOf(turns.ours), two: medianOf(turns.baseline) };
}

/**
 * The same number of clients on one process, then spread over both: one client child per layout, as
 * 2 × 10,000 sockets would pass the file-descriptor limit (20,000 here) of one process.
 */
async function compareFanOut(cluster: Cluster) {
  const [a, b] = cluster.processes.map((server) => `${server.url.replace('http', 'ws')}${socketPaths.market}`);
  if (!a || !b) throw new Error('cluster: two processes expected');
  const { clusterClients: clients, rounds, seconds } = settings;
  const figures: Record<string, WsFigures> = {};
  for (const [name, urls] of [
    ['1 process', [a]],
    ['2 processes', [a, b]],
  ] as const) {
    console.log(`cluster ws: ${clients} clients on ${name}, ${rounds} turns of ${seconds} s…`);
    const plan: WsPlan = { targets: { [name]: [...urls] }, clients, topics, rounds, seconds };
    Object.assign(figures, await runChild<Record<string, WsFigures>>('ws-clients.ts', [JSON.stringify(plan)]));
  }
  return figures;
}

async function rssMiB(pid: number) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** nginx (and its brotli module) from Debian, as .ci/run installs it. */
function ensureNginx() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    console.log('cluster: installing Debian nginx');
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { stdio: 'inherit' });
  }
}
