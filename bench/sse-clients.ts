// Child process: the assistant's stream clients, apart from the servers (the bench pins those to a core
// of their own, and this child inherits the other cores). node:http's get, not EventSource: the least
// client work per message, the same for every target. One warm-up round on each target, then `rounds`
// turns taking the targets in order; a round opens `streams` streams at once, each with its own visitor
// id (`&uuid=`: ours counts free questions per visitor, the baseline ignores it), and ends when all have.
// argv[2]: the plan (JSON); prints the figures per target (JSON).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import type { AskMessage } from '@vce/contract/assistant';
import { median, percentile } from './turns';

export interface SsePlan {
  /** Each target's stream URL with its query; `&uuid=<random>` is added per stream. */
  targets: Record<string, string>;
  streams: number;
  rounds: number;
  /** A round's streams not ended by then are cut and counted as errors. */
  timeoutMs: number;
}

export interface SseFigures {
  /** Streams opened over the measured rounds. */
  streams: number;
  /** Streams whose last message said `stop`. */
  stopped: number;
  /** The others: refused, failed (`error`), broken, cut at the timeout. */
  errors: number;
  /** The errors' reasons, with how many streams had each (a few). */
  errorSamples: string[];
  /** From the request to the first complete `data:` message, all measured streams pooled. */
  firstEventP50Ms: number;
  firstEventP99Ms: number;
  firstEventMaxMs: number;
  /** From the request to the last message, stopped streams pooled. */
  completionP50Ms: number;
  completionP99Ms: number;
  /** Median over turns: the round's streams ÷ its wall time (first request to last end). */
  streamsPerSecond: number;
  /** Median over turns: characters of the final answers (`output.text`) ÷ the round's wall time. */
  charsPerSecond: number;
  /** Medians per stopped stream: the final `output.text` in characters and UTF-8 bytes, messages, bytes on the wire. */
  answerChars: number;
  answerBytes: number;
  messages: number;
  wireBytes: number;
  turns: { wallMs: number; streamsPerSecond: number; charsPerSecond: number }[];
}

interface StreamResult {
  firstMs: number | null;
  lastMs: number | null;
  messages: number;
  wireBytes: number;
  answerChars: number;
  answerBytes: number;
  /** Null for a stream that ended with `stop`. */
  error: string | null;
}

interface Round {
  wallMs: number;
  results: StreamResult[];
}

const plan = JSON.parse(process.argv[2] ?? '{}') as SsePlan;
// No keep-alive: ours closes each stream's connection (`connection: close`), and so does the baseline.
const agent = new http.Agent({ keepAlive: false });

/** The payload of an event's `data:` line (JSON escapes newlines, so a line is never a payload's part). */
function dataOf(event: string) {
  if (event.startsWith('data: ')) return event.slice(6, nextLineEnd(event, 0));
  const at = event.indexOf('\ndata: ');
  return at < 0 ? undefined : event.slice(at + 7, nextLineEnd(event, at + 1));
}
const nextLineEnd = (text: string, from: number) => {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
};

/** Reads the last message only once the stream has ended: its `stop` and its answer. */
function outcomeOf(last: string | undefined, result: StreamResult) {
  if (last === undefined) return 'no message';
  let message: AskMessage;
  try {
    message = JSON.parse(last) as AskMessage;
  } catch {
    return 'last message not JSON';
  }
  if (message.output?.finish_reason !== 'stop') return message.error?.msg ?? 'ended without stop';
  result.answerChars = message.output.text.length;
  result.answerBytes = Buffer.byteLength(message.output.text);
  return null;
}

function openStream(url: string, open: Set<http.ClientRequest>) {
  const target = `${url}&uuid=${randomUUID()}`;
  return new Promise<StreamResult>((resolve) => {
    const result: StreamResult = {
      firstMs: null,
      lastMs: null,
      messages: 0,
      wireBytes: 0,
      answerChars: 0,
      answerBytes: 0,
      error: null,
    };
    const decoder = new StringDecoder('utf8');
    let pending = '';
    let last: string | undefined;
    let settled = false;
    const settle = (error: string | null) => {
      if (settled) return;
      settled = true;
      open.delete(request);
      result.error = error ?? outcomeOf(last, result);
      resolve(result);
    };
    const startedAt = performance.now();
    const request = http.get(target, { agent }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        settle(`HTTP ${response.statusCode}`);
        return;
      }
      response.on('data', (chunk: Buffer) => {
        const at = performance.now() - startedAt;
        result.wireBytes += chunk.length;
        pending += decoder.write(chunk);
        // Events end with a blank line; comments (": ping") carry no data and are not messages.
        for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
          const data = dataOf(pending.slice(0, end));
          pending = pending.slice(end + 2);
          if (data === undefined) continue;
          result.messages++;
          result.firstMs ??= at;
          result.lastMs = at;
          last = data;
        }
      });
      response.on('end', () => settle(null));
      // A connection lost mid-stream is an error on the response: without a listener it would end this process.
      response.on('error', (error) => settle(error.message));
      response.on('close', () => settle(response.complete ? null : 'stream broken'));
    });
    open.add(request);
    request.on('error', (error) => settle(error.message));
  });
}

async function runRound(url: string): Promise<Round> {
  const open = new Set<http.ClientRequest>();
  const startedAt = performance.now();
  const streams = Array.from({ length: plan.streams }, () => openStream(url, open));
  const timer = setTimeout(() => {
    for (const request of open) request.destroy(new Error(`not ended within ${plan.timeoutMs} ms`));
  }, plan.timeoutMs);
  const results = await Promise.all(streams);
  const wallMs = performance.now() - startedAt;
  clearTimeout(timer);
  return { wallMs, results };
}

const ascending = (values: number[]) => values.sort((a, b) => a - b);

function figuresOf(rounds: Round[]): SseFigures {
  const results = rounds.flatMap((round) => round.results);
  const stopped = results.filter((result) => result.error === null);
  const firsts = ascending(results.flatMap((result) => (result.firstMs === null ? [] : [result.firstMs])));
  const completions = ascending(stopped.map((result) => result.lastMs ?? 0));
  const reasons = new Map<string, number>();
  for (const { error } of results) if (error !== null) reasons.set(error, (reasons.get(error) ?? 0) + 1);
  const turns = rounds.map(({ wallMs, results: turn }) => ({
    wallMs: Math.round(wallMs),
    streamsPerSecond: turn.length / (wallMs / 1000),
    charsPerSecond: turn.reduce((sum, result) => sum + result.answerChars, 0) / (wallMs / 1000),
  }));
  return {
    streams: results.length,
    stopped: stopped.length,
    errors: results.length - stopped.length,
    errorSamples: [...reasons].slice(0, 5).map(([reason, count]) => `${count}× ${reason}`),
    firstEventP50Ms: percentile(firsts, 0.5),
    firstEventP99Ms: percentile(firsts, 0.99),
    firstEventMaxMs: firsts.at(-1) ?? 0,
    completionP50Ms: percentile(completions, 0.5),
    completionP99Ms: percentile(completions, 0.99),
    streamsPerSecond: median(turns.map((turn) => turn.streamsPerSecond)),
    charsPerSecond: median(turns.map((turn) => turn.charsPerSecond)),
    answerChars: median(stopped.map((result) => result.answerChars)),
    answerBytes: median(stopped.map((result) => result.answerBytes)),
    messages: median(stopped.map((result) => result.messages)),
    wireBytes: median(stopped.map((result) => result.wireBytes)),
    turns,
  };
}

const targets = Object.entries(plan.targets);
// Warm-up, not counted: the JIT, the embedded database's caches, the engine's market reads.
for (const [, url] of targets) await runRound(url);
const measured = new Map(targets.map(([name]) => [name, [] as Round[]]));
for (let round = 0; round < plan.rounds; round++) {
  for (const [name, url] of targets) measured.get(name)?.push(await runRound(url));
}
const figures = Object.fromEntries([...measured].map(([name, rounds]) => [name, figuresOf(rounds)]));
process.stdout.write(`${JSON.stringify(figures)}\n`);
