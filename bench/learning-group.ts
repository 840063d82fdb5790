// Learning: a drill's next bar for a hundred learners at once, beside raw node:http answering the same
// bytes to the same learners; and a lesson's signed playlist and segment, and a live room's playlist,
// beside @fastify/static serving the same files unsigned.
import path from 'node:path';
import { type LoadFigures, measure, medianOf } from './load';
import { figure, type GroupReport, verdict } from './report';
import { requestKey, type Scenario } from './scenarios';
import { type AppServer, startBaselineServer, startStaticBaseline, withServersPinned } from './servers';
import { settings } from './settings';
import { inTurns, percentile } from './turns';

/** The figure: a revealed bar within this for 99 % of calls, a hundred learners revealing at once. */
const nextBarP99BudgetMs = 20;
/** Media served through our signature checks must keep this share of a plain static server's rate. */
const mediaBudget = 0.9;
const barsPerDrill = 8;
const drillRounds = 3;

const headers = (token: string) => ({
  'content-type': 'application/json',
  token,
  platform: 'pc',
  'channel-name': 'pc',
});

async function post(origin: string, token: string, url: string, body: object) {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { id: number } };
  if (answer.code !== 1) throw new Error(`${url}: ${answer.msg}`);
  return answer.data;
}

/** A learner looks at each new bar for 0.5–1.5 s before asking for the next: ~100 reveals a second from 100. */
const thinkMs = () => 500 + Math.random() * 1000;

/**
 * Each learner reveals `barsPerDrill` bars one after another, thinking between them, all learners at
 * once: every call's latency (ms).
 */
async function revealAll(origin: string, drills: { token: string; id: number }[]) {
  const latencies: number[] = [];
  await Promise.all(
    drills.map(async ({ token, id }) => {
      for (let bar = 0; bar < barsPerDrill; bar++) {
        await new Promise((resolve) => setTimeout(resolve, thinkMs()));
        const started = performance.now();
        await post(origin, token, '/api/training/drill/next', { id });
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

async function drillFigures(app: AppServer) {
  const startDrills = () =>
    Promise.all(
      app.learners.map(async (token) => {
        const drill = await post(app.origin, token, '/api/training/drill/start', { symbol: 'rb' });
        await post(app.origin, token, '/api/training/drill/decide', { id: drill.id, side: 'long' });
        return { token, id: drill.id };
      }),
    );
  // The baseline answers every learner's reveal with the bytes of one of ours.
  const sample = (await startDrills())[0]!;
  const response = await fetch(`${app.origin}/api/training/drill/next`, {
    method: 'POST',
    headers: headers(sample.token),
    body: JSON.stringify({ id: sample.id }),
  });
  const body = JSON.stringify({ id: 1 });
  const baseline = await startBaselineServer({
    [requestKey('/api/training/drill/next', body)]: {
      contentType: 'application/json; charset=utf-8',
      contentEncoding: null,
      base64: Buffer.from(await response.arrayBuffer()).toString('base64'),
    },
  });
  try {
    return await withServersPinned([app.pid, baseline.pid], async () => {
      const ours: number[] = [];
      const theirs: number[] = [];
      await inTurns(
        drillRounds,
        async () => ours.push(...(await revealAll(app.origin, await startDrills()))),
        async () =>
          theirs.push(
            ...(await revealAll(
              baseline.origin,
              app.learners.map((token) => ({ token, id: 1 })),
            )),
          ),
      );
      const at = (values: number[], share: number) =>
        percentile(
          [...values].sort((a, b) => a - b),
          share,
        );
      return {
        calls: ours.length,
        oursP50Ms: at(ours, 0.5),
        oursP99Ms: at(ours, 0.99),
        baselineP50Ms: at(theirs, 0.5),
        baselineP99Ms: at(theirs, 0.99),
      };
    });
  } finally {
    await baseline.stop();
  }
}

/** A free lesson's signed variant playlist and its first segment, once the demo videos are made. */
export async function lessonMedia(app: AppServer) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const answer = await fetch(`${app.origin}/api/course/lesson`, {
      method: 'POST',
      headers: headers(app.token),
      body: JSON.stringify({ id: 1 }),
    }).then((response) => response.json() as Promise<{ code: number; data: { playlist_url: string | null } }>);
    const master = answer.code === 1 ? answer.data.playlist_url : null;
    if (master) {
      const masterText = await (await fetch(`${app.origin}${master}`)).text();
      const variant = new URL(
        masterText.split('\n').find((line) => line && !line.startsWith('#'))!,
        `${app.origin}${master}`,
      );
      const variantText = await (await fetch(variant)).text();
      const segment = new URL(
        variantText.split('\n').find((line) => line && !line.startsWith('#'))!,
        variant,
      );
      return { variant, segment };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo lesson videos were not made (is ffmpeg installed?)');
}

/** A GET of a file: ours at its signed address, the static server at its bare path. */
const fileAt = (path: string): Scenario => ({ name: path, path, bodies: [], headers: {} });

type MediaRow = { name: string; ours: LoadFigures; baseline: LoadFigures };

/** Ours at each signed address, beside @fastify/static serving `root` under `prefix` at the bare path. */
async function compareFiles(app: AppServer, input: { root: string; prefix: string; files: [string, URL, string][] }) {
  const baseline = await startStaticBaseline(input.root, input.prefix);
  const options = { connections: 10, seconds: settings.seconds };
  try {
    return await withServersPinned([app.pid, baseline.pid], async () => {
      const rows: MediaRow[] = [];
      for (const [name, url, staticPath] of input.files) {
        const turns = await inTurns(
          settings.rounds,
          () => measure(app.origin, fileAt(`${url.pathname}${url.search}`), options),
          () => measure(baseline.origin, fileAt(staticPath), options),
        );
        rows.push({ name, ours: medianOf(turns.ours), baseline: medianOf(turns.baseline) });
      }
      return rows;
    });
  } finally {
    await baseline.stop();
  }
}

async function mediaFigures(app: AppServer, dataDir: string) {
  const { variant, segment } = await lessonMedia(app);
  const lessons = await compareFiles(app, {
    root: path.join(dataDir, 'media'),
    prefix: '/media/',
    files: [
      ['playlist (360p)', variant, variant.pathname],
      ['segment (360p)', segment, segment.pathname],
    ],
  });
  // A live room's playlist, which every viewer asks for each 2 s (10,000 viewers: 5,000 a second).
  const room = await fetch(`${app.origin}/api/chat/getRoomInfo`, {
    method: 'POST',
    headers: headers(''),
    body: JSON.stringify({ id: 1 }),
  }).then((response) => response.json() as Promise<{ data: { stream: { url: string } } }>);
  const live = new URL(room.data.stream.url, app.origin);
  await fetch(live); // The room's ffmpeg starts with its first viewer.
  const liveRows = await compareFiles(app, {
    root: path.join(dataDir, 'live-streams'),
    prefix: '/live-stream/',
    files: [['live room playlist', live, '/live-stream/room-1/index.m3u8']],
  });
  return [...lessons, ...liveRows];
}

export async function learningGroup(app: AppServer, dataDir: string): Promise<GroupReport> {
  const media = await mediaFigures(app, dataDir);
  const drills = await drillFigures(app);
  const drillsPass = drills.oursP99Ms <= nextBarP99BudgetMs;
  const mediaRows = media.map((row) => {
    const ratio = row.ours.requestsPerSecond / row.baseline.requestsPerSecond;
    const valid = row.ours.failures === 0 && row.baseline.failures === 0;
    return { ...row, ratio, pass: valid && ratio >= mediaBudget };
  });
  return {
    title: `Learning: drills (${app.learners.length} learners at once) and lesson media (10 connections)`,
    header: ['target', 'ours', 'baseline', 'ratio', 'budget'],
    rows: [
      [
        'drill next bar p99 ms',
        figure(drills.oursP99Ms),
        figure(drills.baselineP99Ms),
        '',
        `${verdict(drillsPass)} ≤ ${nextBarP99BudgetMs} ms`,
      ],
      ...mediaRows.map((row) => [
        `${row.name} req/s`,
        figure(row.ours.requestsPerSecond),
        figure(row.baseline.requestsPerSecond),
        row.ratio.toFixed(2),
        `${verdict(row.pass)} ≥ ${mediaBudget}`,
      ]),
    ],
    notes: [
      `drills: ${drills.calls} reveals measured, each learner revealing ${barsPerDrill} bars with 0.5–1.5 s between them; p50 ${figure(drills.oursP50Ms)} ms (baseline ${figure(drills.baselineP50Ms)} ms)`,
      'media: ours checks the signed address and (playlists) signs the addresses inside; @fastify/static serves the files as they are',
      'live room playlist: ours also reads the room and keeps its ffmpeg going; 10,000 viewers polling every 2 s ask 5,000 a second',
    ],
    figures: { drills, media: mediaRows },
    withinBudget: drillsPass && mediaRows.every((row) => row.pass),
  };
}
