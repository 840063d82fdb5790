// The scale path: two server processes on PostgreSQL and Redis behind nginx (cluster/cluster-setup.ts,
// as the CI's cluster leg runs them), beside one of those processes alone. HTTP: symbol_list_with_price
// from one process, from both directly, and through nginx (wrk as the load generator), with where the
// two cores' time went.
// K-lines: 5,000 one-minute bars from one process and through nginx (issue 37: across processes).
// Websockets: 10,000 /ws/message clients on one process, then spread over both.
import fs from 'node:fs/promises';
import os from 'node:os';
import { socketPaths } from '@vce/contract/socket';
import { type Cluster, startCluster } from '../cluster/cluster-setup';
import { compareChat } from './chat-fan-out';
import type { FramingFigures } from './chat-framing';
import { type LoadFigures, measure, medianOf } from './load';
import { figure, type GroupReport, verdict } from './report';
import { httpScenarios, klineScenarios } from './scenarios';
import { clockTicks, cpuSecondsOf, runChild } from './servers';
import { settings } from './settings';
import { median } from './turns';
import { measureWithWrk } from './wrk-load';
import { boardIntervalMs } from './ws-group';
import type { WsFigures, WsPlan } from './ws-clients';

const connections = 50;
/** Two processes should serve at least this many times one process's reads (issue 9). */
const throughputGoal = 1.6;
const p99GoalMs = 200;
/** Finished bars are served from each process's cache: a long series stays this quick across processes (issue 37). */
const klineP99GoalMs = 50;
const topics = ['changeNumber', 'tradedRanking'];

/** A layout's throughput, and the share of the machine's CPU time each party took meanwhile. */
interface LayoutFigures extends LoadFigures {
  /** `rest`: everything else busy meanwhile: wrk above all, Redis, PostgreSQL, the bench itself. */
  cpuShare: { servers: number; nginx: number; rest: number };
}

export async function clusterGroup(): Promise<GroupReport> {
  // Minute history enough for the K-line rows' 5,000 bars (about 350 a trading day).
  const cluster = await startCluster({
    count: 2,
    env: { MARKET_BOARD_INTERVAL_MS: String(boardIntervalMs), MARKET_MINUTE_DAYS: '16' },
  });
  try {
    const http = await compareThroughput(cluster);
    const { figures: kline, bars } = await compareKline(cluster);
    const ws = await compareFanOut(cluster);
    const chat = await compareChat(cluster);
    const framing = await runChild<FramingFigures>('chat-framing.ts', []);
    const rss = await Promise.all(cluster.processes.map((server) => rssMiB(server.pid)));
    const one = http['1 process']?.requestsPerSecond ?? 0;
    const ratioOf = (run: LayoutFigures) => (one ? run.requestsPerSecond / one : 0);
    const throughNginx = http['2 via nginx'];
    const spread = ws['2 processes'];
    const isWithinGoals =
      !!throughNginx &&
      ratioOf(throughNginx) >= throughputGoal &&
      // Fast refusals (nginx's 502s, a 503) must not count as throughput.
      Object.values(http).every((run) => run.failures === 0) &&
      (kline['2 via nginx']?.p99Ms ?? Infinity) < klineP99GoalMs &&
      Object.values(kline).every((run) => run.failures === 0) &&
      !!spread &&
      spread.received === spread.expected &&
      spread.p99Ms < p99GoalMs &&
      chat['2 processes'].received === chat['2 processes'].expected &&
      chat['2 processes'].p99Ms < p99GoalMs;
    const percent = (share: number) => `${Math.round(share * 100)} %`;
    return {
      title: `Cluster: 2 processes (PostgreSQL + Redis) behind nginx, beside 1 process`,
      header: ['layout', 'req/s or clients', 'ratio or received', 'p50', 'p99', 'CPU: servers/nginx/rest', 'goal'],
      rows: [
        ...Object.entries(http).map(([name, run]) => [
          `symbol_list_with_price, ${name}`,
          figure(run.requestsPerSecond),
          `${ratioOf(run).toFixed(2)}×`,
          '',
          `${figure(run.p99Ms)} ms`,
          `${percent(run.cpuShare.servers)} / ${percent(run.cpuShare.nginx)} / ${percent(run.cpuShare.rest)}`,
          name === '2 via nginx' ? `≥ ${throughputGoal}× ${verdict(ratioOf(run) >= throughputGoal)}` : '',
        ]),
        ...Object.entries(kline).map(([name, run]) => [
          `kline 1m ×5000, ${name}`,
          figure(run.requestsPerSecond),
          `${(run.requestsPerSecond / (kline['1 process']?.requestsPerSecond || 1)).toFixed(2)}×`,
          '',
          `${figure(run.p99Ms)} ms`,
          '',
          name === '2 via nginx' ? `p99 < ${klineP99GoalMs} ms ${verdict(run.p99Ms < klineP99GoalMs)}` : '',
        ]),
        ...Object.entries(ws).map(([name, run]) => [
          `/ws/message, ${name}`,
          `${run.connected} clients`,
          `${((run.received / (run.expected || 1)) * 100).toFixed(1)} %`,
          `${figure(run.p50Ms)} ms`,
          `${figure(run.p99Ms)} ms`,
          '',
          name === '2 processes'
            ? `p99 < ${p99GoalMs} ms ${verdict(run.received === run.expected && run.p99Ms < p99GoalMs)}`
            : '',
        ]),
        ...(['2 processes', 'raw ws'] as const).map((name) => {
          const run = chat[name];
          return [
            `live chat, ${name}`,
            `${run.connected} clients`,
            // The baseline cannot always keep the rate: its messages are those it managed to send.
            `${((run.received / (run.expected || 1)) * 100).toFixed(1)} % of ${run.sent} sent`,
            `${figure(run.p50Ms)} ms`,
            `${figure(run.p99Ms)} ms`,
            '',
            name === '2 processes'
              ? `p99 < ${p99GoalMs} ms ${verdict(run.received === run.expected && run.p99Ms < p99GoalMs)}`
              : '',
          ];
        }),
        ...(
          [
            ['chat frame built once, one process', framing.prebuiltMs],
            ['chat frame, ws send(text) each', framing.sendTextMs],
            ['2 chat frames, a write each', framing.twoWritesMs],
            ['2 chat frames in one write (a room within 100 ms)', framing.batchedMs],
          ] as const
        ).map(([name, ms]) => [name, `${framing.sockets} sockets`, '', `${figure(ms)} ms`, '', '', '']),
      ],
      notes: [
        `HTTP: ${connections} connections from wrk (one thread) on the same 2 cores as nginx and the servers; "2 directly": two wrk with ${connections / 2} connections each, one per process; CPU: share of the 2 cores' time during the turns (rest: wrk, Redis, PostgreSQL, the bench)`,
        `kline: ${klineConnections} connections from autocannon asking for rb, SR, IF and au in turn (${bars})`,
        `ws: clients in a child process of their own, ${topics.join(' + ')} at one broadcast per ${boardIntervalMs} ms; delay = receive time − data.sent_at`,
        `live chat: one room, clients spread over both processes, ${settings.chatRate} messages a second posted through them in turn by moderators (HTTP: stored, numbered, then fanned out over Redis); delay = receive time − the moment the post was sent; receivers in 2 processes reading raw sockets, speakers in a third; raw ws broadcasts a ${chat.frameBytes} B frame of the same shape at the same rate, as often as it can`,
        `chat frame: the server's time to hand one ${framing.frameBytes} B frame to every socket (median of 200 broadcasts, clients in the same process), the socket hub's prebuilt frame beside ws's send(text); then two frames, as the hub writes a busy room's (one write a socket) beside a write each`,
        `memory after the run: ${rss.map((mib, index) => `process ${cluster.processes[index]?.name} ${mib} MiB RSS`).join(', ')}`,
      ],
      figures: { http, kline, ws, chat, framing, rssMiB: rss },
      withinBudget: isWithinGoals,
    };
  } finally {
    await cluster.stop();
  }
}

/** symbol_list_with_price from one process, from both directly, and through nginx, in turns. */
async function compareThroughput(cluster: Cluster) {
  const scenario = httpScenarios('', 0).find((candidate) => candidate.name === 'symbol_list_with_price');
  const [a, b] = cluster.processes;
  if (!scenario || !a || !b) throw new Error('cluster: no scenario or not two processes');
  const { seconds, rounds, warmupSeconds } = settings;
  const load = (origin: string, share: number, turnSeconds = seconds) =>
    measureWithWrk(origin, scenario, { connections: connections * share, seconds: turnSeconds });
  const layouts: Record<string, (turnSeconds?: number) => Promise<LoadFigures>> = {
    '1 process': (turnSeconds) => load(a.url, 1, turnSeconds),
    '2 directly': async (turnSeconds) =>
      sumOf(await Promise.all([a, b].map((server) => load(server.url, 0.5, turnSeconds)))),
    '2 via nginx': (turnSeconds) => load(cluster.proxyUrl, 1, turnSeconds),
  };
  const nginxPids = [cluster.nginxPid, ...(await childrenOf(cluster.nginxPid))];
  const cpuOf = async (pids: number[]) => (await Promise.all(pids.map(cpuSecondsOf))).reduce((sum, s) => sum + s, 0);
  const turns: Record<string, LayoutFigures[]> = {};
  console.log(`cluster http: ${rounds} turns of ${seconds} s of each layout: ${Object.keys(layouts).join(', ')}…`);
  for (const run of Object.values(layouts)) await run(warmupSeconds);
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(layouts)) {
      const before = { servers: await cpuOf([a.pid, b.pid]), nginx: await cpuOf(nginxPids), busy: await busySeconds() };
      const startedAt = performance.now();
      const figures = await run();
      const cores = ((performance.now() - startedAt) / 1000) * os.cpus().length;
      const servers = (await cpuOf([a.pid, b.pid])) - before.servers;
      const nginx = (await cpuOf(nginxPids)) - before.nginx;
      const busy = (await busySeconds()) - before.busy;
      (turns[name] ??= []).push({
        ...figures,
        cpuShare: { servers: servers / cores, nginx: nginx / cores, rest: Math.max(0, busy - servers - nginx) / cores },
      });
    }
  }
  return Object.fromEntries(
    Object.entries(turns).map(([name, runs]) => [
      name,
      {
        ...medianOf(runs),
        cpuShare: {
          servers: median(runs.map((run) => run.cpuShare.servers)),
          nginx: median(runs.map((run) => run.cpuShare.nginx)),
          rest: median(runs.map((run) => run.cpuShare.rest)),
        },
      },
    ]),
  ) as Record<string, LayoutFigures>;
}

const klineConnections = 4;

/** A long K-line series from one process, then through nginx to both, in turns (the K-line group's load). */
async function compareKline(cluster: Cluster) {
  const scenario = klineScenarios.find((candidate) => candidate.name.startsWith('kline 1m'));
  const [a] = cluster.processes;
  if (!scenario || !a) throw new Error('cluster: no K-line scenario or no process');
  const { seconds, rounds, warmupSeconds } = settings;
  const layouts = { '1 process': a.url, '2 via nginx': cluster.proxyUrl };
  const first = JSON.parse(scenario.bodies[0] ?? '{}') as { symbol: string };
  const answer = await fetch(`${cluster.proxyUrl}${scenario.path}`, {
    method: 'POST',
    body: scenario.bodies[0],
    headers: { 'content-type': 'application/json' },
  });
  const bars = ((await answer.json()) as { data?: { bars?: unknown[] } }).data?.bars?.length ?? 0;
  const turns: Record<string, LoadFigures[]> = {};
  console.log(`cluster kline: ${rounds} turns of ${seconds} s of each layout: ${Object.keys(layouts).join(', ')}…`);
  for (const origin of Object.values(layouts))
    await measure(origin, scenario, { connections: klineConnections, seconds: warmupSeconds });
  for (let round = 0; round < rounds; round++) {
    for (const [name, origin] of Object.entries(layouts))
      (turns[name] ??= []).push(await measure(origin, scenario, { connections: klineConnections, seconds }));
  }
  const figures = Object.fromEntries(Object.entries(turns).map(([name, runs]) => [name, medianOf(runs)]));
  return { figures, bars: `${bars} bars of ${first.symbol}` };
}

/** Two loads run at once, as one: rates and counts add up, the worse p99 stands. */
const sumOf = (runs: LoadFigures[]): LoadFigures => ({
  requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0),
  p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
  requests: runs.reduce((sum, run) => sum + run.requests, 0),
  failures: runs.reduce((sum, run) => sum + run.failures, 0),
});

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

/** CPU time the whole machine has been busy, in seconds over all cores (/proc/stat, in USER_HZ). */
async function busySeconds() {
  const fields =
    (await fs.readFile('/proc/stat', 'utf8')).split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / clockTicks;
}

async function childrenOf(pid: number) {
  const list = await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return list.split(/\s+/).filter(Boolean).map(Number);
}

async function rssMiB(pid: number) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
