// Child process: the websocket clients, apart from the servers and from autocannon. Opens `clients`
// sockets to each target, then, one target at a time, subscribes them all to the topics for a turn of
// `seconds` and records each broadcast's delay (receive time − its data.sent_at, same clock) for the
// broadcasts sent during the turn. argv[2]: the plan (JSON); prints the figures per target (JSON).
import WebSocket from 'ws';
import { percentile } from './turns';

export interface WsPlan {
  /** Each target's socket URL, or several: its clients are then spread over them in turn. */
  targets: Record<string, string | string[]>;
  clients: number;
  topics: string[];
  rounds: number;
  seconds: number;
}

export interface WsFigures {
  connected: number;
  /** Distinct broadcasts (server, topic, sent_at) sent during the turns, as seen by any client. */
  broadcasts: number;
  /** Frames every client should have had: each server's broadcasts × the clients on that server. */
  expected: number;
  /** Longest time between two broadcasts of a topic: a skipped one shows as twice the interval. */
  maxGapMs: number;
  received: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as WsPlan;
/** Opening this many sockets at once stays within the servers' accept backlog. */
const connectBatch = 100;
/** Broadcasts of a turn still in flight when it ends are waited for this long (ms); later ones are lost. */
const graceMs = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const marker = Buffer.from('"sent_at":');
/** The digits after "sent_at": without parsing the whole frame. */
function sentAtOf(frame: Buffer) {
  const at = frame.indexOf(marker);
  if (at < 0) return undefined;
  let value = 0;
  for (let i = at + marker.length; i < frame.length; i++) {
    const digit = (frame[i] ?? 0) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

class Target {
  sockets: WebSocket[] = [];
  delays: number[] = [];
  /** This turn's broadcasts: sent_at stamps per server (the URL's index) and topic. */
  stamps = new Map<string, Set<number>>();
  broadcasts = 0;
  expected = 0;
  maxGapMs = 0;
  /** Broadcasts sent in [from, to) are counted. */
  window = { from: Number.POSITIVE_INFINITY, to: Number.NEGATIVE_INFINITY };

  constructor(readonly urls: readonly string[]) {}

  async connect(count: number) {
    for (let at = 0; at < count; at += connectBatch) {
      const batch = Array.from({ length: Math.min(connectBatch, count - at) }, (_, index) => this.open(at + index));
      this.sockets.push(...(await Promise.all(batch)));
    }
  }

  private open(index: number) {
    const url = this.urls[index % this.urls.length] ?? '';
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on('message', (frame: Buffer) => {
      const receivedAt = Date.now();
      const sentAt = sentAtOf(frame);
      if (sentAt !== undefined && sentAt >= this.window.from && sentAt < this.window.to) {
        this.delays.push(receivedAt - sentAt);
        // Frames start {"type":"<topic>", ours and the baseline's alike.
        // Each server stamps its own broadcasts: they are counted per server.
        const key = `${index % this.urls.length}:${frame.toString('latin1', 9, frame.indexOf(34, 9))}`;
        const stamps = this.stamps.get(key) ?? new Set<number>();
        this.stamps.set(key, stamps.add(sentAt));
      }
    });
    return new Promise<WebSocket>((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  }

  send(frames: string[]) {
    for (const socket of this.sockets) for (const frame of frames) socket.send(frame);
  }

  async turn(topics: string[], seconds: number) {
    this.send(topics.map((topic) => `${topic}:1`));
    await sleep(200);
    const from = Date.now();
    this.window = { from, to: from + seconds * 1000 };
    await sleep(seconds * 1000 + graceMs);
    this.send(topics.map((topic) => `${topic}:0`));
    await sleep(200);
    // A frame later than this counts as not delivered.
    this.window = { from: Number.POSITIVE_INFINITY, to: Number.NEGATIVE_INFINITY };
    for (const [key, stamps] of this.stamps) {
      const sorted = [...stamps].sort((a, b) => a - b);
      this.broadcasts += sorted.length;
      this.expected += sorted.length * this.clientsOn(Number(key.split(':')[0]));
      for (let i = 1; i < sorted.length; i++)
        this.maxGapMs = Math.max(this.maxGapMs, (sorted[i] ?? 0) - (sorted[i - 1] ?? 0));
    }
    this.stamps.clear();
  }

  /** Sockets are spread over the URLs in turn. */
  private clientsOn(urlIndex: number) {
    return this.sockets.filter((_, index) => index % this.urls.length === urlIndex).length;
  }

  figures(): WsFigures {
    const sorted = [...this.delays].sort((a, b) => a - b);
    return {
      connected: this.sockets.length,
      broadcasts: this.broadcasts,
      expected: this.expected,
      maxGapMs: this.maxGapMs,
      received: sorted.length,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? 0,
    };
  }
}

const targets = Object.entries(plan.targets).map(([name, urls]) => [name, new Target([urls].flat())] as const);
for (const [, target] of targets) await target.connect(plan.clients);
for (let round = 0; round < plan.rounds; round++) {
  for (const [, target] of targets) await target.turn(plan.topics, plan.seconds);
}
const figures = Object.fromEntries(targets.map(([name, target]) => [name, target.figures()]));
for (const [, target] of targets) for (const socket of target.sockets) socket.terminate();
process.stdout.write(`${JSON.stringify(figures)}\n`);
