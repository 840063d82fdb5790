import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Canned } from './scenarios';
import type { SseRecording } from './sse-baseline-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

/** A server under test, running in its own process so the load generator does not share its core. */
export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/** Our server, with a signed-in user's token and an account that logs in with a password. */
export interface AppServer extends RunningServer {
  token: string;
  login: { account: string; password: string };
  /** A hundred signed-in users' tokens. */
  learners: string[];
  /** A community post with 200 comments. */
  busyPostId: number;
}

/** Our real app on an embedded database in `pgliteDir`, with `env` over the bench's settings. */
export async function startAppServer(pgliteDir: string, env: Record<string, string>): Promise<AppServer> {
  const { server, ready } = await startServer<Omit<AppServer, keyof RunningServer>>('app-server.ts', [
    pgliteDir,
    JSON.stringify(env),
  ]);
  const { token, login, learners, busyPostId } = ready;
  return { ...server, token, login, learners, busyPostId };
}

/** Raw node:http answering each request with the given bytes. */
export const startBaselineServer = async (canned: Canned) =>
  (await startServer('baseline-server.ts', [], JSON.stringify(canned))).server;

/** Fastify with @fastify/static serving the files of `root` under `prefix`. */
export const startStaticBaseline = async (root: string, prefix: string) =>
  (await startServer('static-baseline-server.ts', [root, prefix])).server;

/** Raw `ws` broadcasting the given frames (JSON text, `data.sent_at` restamped) every `intervalMs`. */
export const startWsBaseline = async (frames: Record<string, string>, intervalMs: number) =>
  (await startServer('ws-baseline-server.ts', [String(intervalMs)], JSON.stringify(frames))).server;

/** Raw `ws` broadcasting a live-chat frame (JSON text, its content restamped) `rate` times a second. */
export const startChatBaseline = async (frame: string, rate: number, clients: number) =>
  (await startServer('chat-baseline-server.ts', [String(rate), String(clients)], frame)).server;

/** Raw node:http replaying one recorded answer of the assistant's stream to every GET of /asst/chat. */
export const startSseBaseline = async (recording: SseRecording) =>
  (await startServer('sse-baseline-server.ts', [], JSON.stringify(recording))).server;

/** Runs a bench script to its end, optionally pinned to `cpus`; its last stdout line is its JSON result. */
export async function runChild<T>(file: string, args: string[], options: { cpus?: string } = {}): Promise<T> {
  const child = launch(file, args, options.cpus);
  child.stdin?.end();
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${file} exited with code ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as T;
}

/**
 * A bench child run in two steps: it prints a JSON line once it is ready, is then told one JSON line
 * on stdin (when to start, say) and runs to its end; its last stdout line is its JSON result.
 */
export function startStepChild<Ready, T>(file: string, args: string[]) {
  const child = launch(file, args);
  const lines: string[] = [];
  // 'close', not 'exit': the output is then read to its end.
  const exited = once(child, 'close').then(([code]) => {
    if (code !== 0) throw new Error(`${file} exited with code ${code}`);
    return JSON.parse(lines.at(-1) ?? 'null') as T;
  });
  const ready = new Promise<Ready>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line: string) => {
      if (lines.push(line) === 1) resolve(JSON.parse(line) as Ready);
    });
    exited.then(() => reject(new Error(`${file} ended before it was ready`)), reject);
  });
  return { ready, tell: (value: object) => child.stdin!.end(`${JSON.stringify(value)}\n`), result: exited };
}

/** The CPUs a process may run on, in taskset's list syntax ("0,1"). */
export async function affinityOf(pid: number) {
  const { stdout } = await run('taskset', ['-c', '-p', String(pid)]);
  return stdout.split(':').at(-1)?.trim() ?? '';
}

/** CPU time (user + system, all threads) a process has used so far, in seconds. */
export async function cpuSecondsOf(pid: number) {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's and /proc/stat's times. */
export const clockTicks = 100;

/** Moves every thread of a running process (libuv's pool, V8's helpers) onto `cpus`. */
export async function pinProcess(pid: number, cpus: string) {
  await run('taskset', ['-a', '-c', '-p', cpus, String(pid)]);
}

/**
 * Runs `work` with the given servers on the first CPU this process may use and this process (the
 * load generator) on the others, so that servers measured in turns each have a core to themselves
 * and the load never competes with them; every process goes back to all CPUs after.
 */
export async function withServersPinned<T>(pids: number[], work: (core: string) => Promise<T>): Promise<T> {
  const cpus = await affinityOf(process.pid);
  const [core = '0', ...others] = cpus.split(',').flatMap(expandRange);
  for (const pid of pids) await pinProcess(pid, core);
  if (others.length) await pinProcess(process.pid, others.join(','));
  try {
    return await work(core);
  } finally {
    for (const pid of pids) await pinProcess(pid, cpus);
    await pinProcess(process.pid, cpus);
  }
}

/** "0-2" → ["0", "1", "2"]. */
function expandRange(range: string) {
  const [from = 0, to = from] = range.split('-').map(Number);
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

/**
 * Node on a bench script, with the soft file-descriptor limit raised to the hard one (thousands of
 * sockets), under `taskset` when `cpus` is given.
 */
function launch(file: string, args: string[], cpus?: string) {
  const node = [process.execPath, '--import', 'tsx', path.join(here, file), ...args];
  const command = cpus ? ['taskset', '-c', cpus, ...node] : node;
  return spawn('sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"', 'bench', ...command], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

async function startServer<T = object>(file: string, args: string[], input = '') {
  const child = launch(file, args);
  child.stdin?.end(input);
  const ready = await readReady<T & { port: number }>(child, file);
  const server: RunningServer = {
    origin: `http://127.0.0.1:${ready.port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
  return { server, ready };
}

/** A server child prints one JSON line, with at least its port, once it listens. */
async function readReady<T>(child: ChildProcess, file: string): Promise<T> {
  if (!child.stdout) throw new Error(`${file}: no stdout`);
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${file} exited with code ${code} before listening`);
  });
  const firstLine = once(lines, 'line').then(([line]) => line as string);
  const line = await Promise.race([firstLine, exited]);
  exited.catch(() => {});
  return JSON.parse(line) as T;
}
