// Trading-data socket fan-out: our /ws/message beside raw `ws` broadcasting frames of the same size.
import { socketPaths } from '@vce/contract/socket';
import WebSocket from 'ws';
import { figure, type GroupReport, verdict } from './report';
import { type AppServer, runChild, startWsBaseline } from './servers';
import { settings } from './settings';
import type { WsFigures, WsPlan } from './ws-clients';

/** The app server broadcasts the board this often (MARKET_BOARD_INTERVAL_MS); the baseline too. */
export const boardIntervalMs = 1000;
const topics = ['changeNumber', 'tradedRanking'];
const p99BudgetMs = 100;

export async function wsGroup(app: AppServer): Promise<GroupReport> {
  const { wsClients: clients, rounds, seconds } = settings;
  const url = `${app.origin.replace('http', 'ws')}${socketPaths.market}`;
  const frames = await latestFrames(url);
  const baseline = await startWsBaseline(frames, boardIntervalMs);
  try {
    const plan: WsPlan = {
      targets: { ours: url, 'raw ws': `${baseline.origin.replace('http', 'ws')}${socketPaths.market}` },
      clients,
      topics,
      rounds,
      seconds,
    };
    console.log(
      `ws: ${clients} clients on each server, ${rounds} turns of ${seconds} s each, subscribed to ${topics}…`,
    );
    const figures = await runChild<Record<string, WsFigures>>('ws-clients.ts', [JSON.stringify(plan)]);
    const ours = figures.ours;
    const withinBudget =
      !!ours &&
      ours.connected === clients &&
      ours.received === ours.expected &&
      ours.maxGapMs < 1.5 * boardIntervalMs &&
      ours.p99Ms < p99BudgetMs;
    // Every client should get every broadcast, and broadcasts should come at the interval.
    const sizes = Object.entries(frames).map(([topic, frame]) => `${topic} ${Buffer.byteLength(frame)} B`);
    return {
      title: `Websocket fan-out: ${clients} clients × ${topics.length} topics, one broadcast per ${boardIntervalMs} ms`,
      header: [
        'target',
        'clients',
        'max gap ms',
        'received',
        'expected',
        'share',
        'p50 ms',
        'p99 ms',
        'max ms',
        `p99 < ${p99BudgetMs} ms, none lost`,
      ],
      rows: Object.entries(figures).map(([name, run]) => [
        name,
        String(run.connected),
        String(run.maxGapMs),
        String(run.received),
        String(run.expected),
        `${((run.received / (run.expected || 1)) * 100).toFixed(1)} %`,
        figure(run.p50Ms),
        figure(run.p99Ms),
        figure(run.maxMs),
        name === 'ours' ? verdict(withinBudget) : '',
      ]),
      notes: [
        `frames: ${sizes.join(', ')}; delay = receive time − data.sent_at; expected = each server's broadcasts × its clients`,
        `max gap: longest time between two broadcasts of a topic (a skipped one shows as ~${2 * boardIntervalMs} ms)`,
      ],
      figures: { clients, topics, intervalMs: boardIntervalMs, frameBytes: sizes, ...figures },
      withinBudget,
    };
  } finally {
    await baseline.stop();
  }
}

/** One frame of each topic from our socket (sent at once on subscribing): the baseline broadcasts their like. */
async function latestFrames(url: string) {
  const socket = new WebSocket(url);
  const frames: Record<string, string> = {};
  try {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${topics} frames from ${url}`)), 10_000);
      socket.on('message', (raw: Buffer) => {
        const frame = raw.toString();
        const { type } = JSON.parse(frame) as { type: string };
        if (topics.includes(type)) frames[type] = frame;
        if (topics.every((topic) => frames[topic])) resolve(clearTimeout(timer));
      });
      for (const topic of topics) socket.send(`${topic}:1`);
    });
  } finally {
    socket.close();
  }
  return frames;
}
