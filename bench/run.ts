// `npm run bench`: our server beside a baseline doing the same work with nothing else: raw node:http
// serving the same bytes (http, kline), argon2 verify on the same core (login), raw ws broadcasting
// frames of the same size (ws), raw node:http replaying one of the assistant's answers as the same
// server-sent events (asst), raw node:http and @fastify/static for drills and lesson media (learning),
// balance payments beside a bare guarded UPDATE on PostgreSQL (money), search over 20,000 generated
// posts beside ILIKE lookups and an in-process index (search), the console's orders list and CSV export
// over 100,000 orders beside a bare read and an export held whole (console),
// one process beside two behind nginx on PostgreSQL and Redis (cluster),
// and Lighthouse on the built pages against their budgets (web).
// One app server child serves every group but the cluster's; baselines, websocket clients and the
// assistant's stream clients run in children of their own; wrk drives the hot reads and
// autocannon the K-lines and logins from this process.
// `BENCH_ONLY=ws,kline` (or `npm run bench -- ws kline`) runs some groups only.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpGroup, klineGroup } from './http-groups';
import { learningGroup, lessonMedia } from './learning-group';
import { loginGroup } from './login-group';
import { moneyGroup } from './money-group';
import { searchGroup } from './search-group';
import { consoleGroup } from './console-group';
import { type GroupReport, printReport, writeResults } from './report';
import { clusterGroup } from './cluster-group';
import { asstGroup } from './asst-group';
import { type AppServer, startAppServer } from './servers';
import { type GroupName, settings } from './settings';
import { webGroup } from './web-group';
import { boardIntervalMs, wsGroup } from './ws-group';

const groups: Record<
  Exclude<GroupName, 'cluster' | 'money' | 'search' | 'console'>,
  (app: AppServer) => Promise<GroupReport>
> = {
  http: httpGroup,
  kline: klineGroup,
  login: loginGroup,
  ws: wsGroup,
  asst: asstGroup,
  learning: (app) => learningGroup(app, dataDir),
  web: webGroup,
};

/**
 * The default simulated history (500 trading days of daily bars, 30 of minute bars: 5000 1m bars
 * exist for every product), trading around the clock, the board broadcast once a second.
 */
const appSettings = {
  MARKET_ALWAYS_OPEN: '1',
  MARKET_BOARD_INTERVAL_MS: String(boardIntervalMs),
  // The assistant (asst group) answers as fast as it writes, not typed out at the panel's pace, and
  // a guest has free questions enough for every stream of the group (each has its own visitor id).
  // Only the assistant reads these two.
  ASSISTANT_PACE_MS: '0',
  QUOTA_AI_FREE_DAILY: '1000',
  // The built web app (scripts/bench.mjs builds it), for the web group's pages.
  WEB_DIST: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist'),
};
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');

const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-bench-'));
const dataDir = path.join(tempDir, 'data');
let app: AppServer | undefined;
try {
  const reports: Partial<Record<GroupName, GroupReport>> = {};
  const appGroups = settings.groups.filter((name): name is keyof typeof groups => name in groups);
  if (appGroups.length) {
    const started = performance.now();
    console.log(`groups: ${appGroups.join(', ')}; starting the app server (a first start writes the history)…`);
    const withMedia = appGroups.includes('learning');
    app = await startAppServer(path.join(tempDir, 'pglite'), {
      ...appSettings,
      DATA_DIR: dataDir,
      // The lesson videos only for the learning group, made (or copied from the machine's cache) before
      // any group is measured: ffmpeg would take a core from whatever ran beside it.
      DEMO_MEDIA: withMedia ? 'render' : 'off',
      DEMO_MEDIA_CACHE: path.join(os.tmpdir(), 'vce-demo-media'),
      // `BENCH_DATABASE_URL` (a fresh database) measures the app on PostgreSQL instead of embedded PGlite.
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    });
    if (withMedia) await lessonMedia(app);
    console.log(`app server up in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    for (const name of appGroups) printReport((reports[name] = await groups[name](app)));
    await app.stop();
    app = undefined;
  }
  // On PostgreSQL, in this process: the app server is gone, so the database has the cores.
  if (settings.groups.includes('money')) printReport((reports.money = await moneyGroup()));
  if (settings.groups.includes('search')) printReport((reports.search = await searchGroup()));
  if (settings.groups.includes('console')) printReport((reports.console = await consoleGroup()));
  // Last, with the embedded app server gone: its own processes take the cores. A cluster that cannot
  // start (no PostgreSQL or Redis on 127.0.0.1) fails the run but keeps the other groups' figures.
  if (settings.groups.includes('cluster')) {
    try {
      printReport((reports.cluster = await clusterGroup()));
    } catch (error) {
      console.error(`
cluster group failed: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }

  await writeResults(resultsFile, {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    settings,
    ...Object.fromEntries(Object.entries(reports).map(([name, report]) => [name, report.figures])),
  });
  console.log(`\nresults written to ${path.relative(process.cwd(), resultsFile)}`);
  if (Object.values(reports).some((report) => !report.withinBudget)) process.exitCode = 1;
} finally {
  await app?.stop();
  await fs.rm(tempDir, { recursive: true, force: true });
}
