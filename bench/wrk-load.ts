import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadFigures } from './load';
import type { Scenario } from './scenarios';

const run = promisify(execFile);

/**
 * wrk (C, from Debian) as the load generator where the servers must get the cores: it costs a
 * fraction of autocannon's CPU per request, so on 2 cores the servers, not the generator, set the pace.
 * One thread, `connections` connections, the scenario's first body.
 */
export async function measureWithWrk(
  origin: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-wrk-'));
  const script = path.join(dir, 'request.lua');
  const headers = Object.entries(scenario.headers).map(
    ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
  );
  await fs.writeFile(
    script,
    [`wrk.method = "POST"`, `wrk.body = ${JSON.stringify(scenario.bodies[0] ?? '{}')}`, ...headers].join('\n'),
  );
  try {
    const { stdout } = await run('wrk', [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--latency',
      '-s',
      script,
      `${origin}${scenario.path}`,
    ]);
    const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
    const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
    return {
      requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
      p99Ms: millisecondsOf(/99%\s+([\d.]+)(us|ms|s)/.exec(stdout)),
      requests,
      failures: non2xx + (errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function millisecondsOf(match: RegExpExecArray | null) {
  if (!match) return 0;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}
