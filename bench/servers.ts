import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A server under test, running in its own process so the load generator does not share its core. */
export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Our real app on an embedded database in `pgliteDir`. */
export const startAppServer = (pgliteDir: string) => startChild('app-server.ts', [pgliteDir]);

/** Raw node:http answering each path with the given bytes. */
export const startBaselineServer = (canned: Record<string, { contentType: string; body: string }>) =>
  startChild('baseline-server.ts', [], JSON.stringify(canned));

async function startChild(file: string, args: string[], input?: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin?.end(input ?? '');
  const port = await readPort(child, file);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The child prints {"port": n} as its first line once it listens. */
async function readPort(child: ChildProcess, file: string): Promise<number> {
  if (!child.stdout) throw new Error(`${file}: no stdout`);
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${file} exited with code ${code} before listening`);
  });
  const firstLine = once(lines, 'line').then(([line]) => line as string);
  const line = await Promise.race([firstLine, exited]);
  exited.catch(() => {});
  return (JSON.parse(line) as { port: number }).port;
}
