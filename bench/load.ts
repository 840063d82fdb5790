import autocannon from 'autocannon';
import type { Scenario } from './scenarios';
import { median } from './turns';

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Errors, timeouts, answers other than 2xx and envelopes other than success: a run with any is not valid. */
  failures: number;
}

/**
 * Drives one scenario against one server with autocannon, in this process: its bodies POSTed in turn,
 * or a GET of its path (a file) when it has none.
 */
export async function measure(
  origin: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const isGet = scenario.bodies.length === 0;
  const result = await autocannon({
    url: origin,
    requests: isGet
      ? [{ method: 'GET', path: scenario.path, headers: scenario.headers }]
      : scenario.bodies.map((body) => ({ method: 'POST', path: scenario.path, headers: scenario.headers, body })),
    connections: options.connections,
    duration: options.seconds,
    // A refusal is a short plain envelope; compressed bodies (successes over a kilobyte) and files pass as they are.
    verifyBody: (body) => isGet || body.startsWith('{"code":1,') || !body.startsWith('{'),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx + result.mismatches,
  };
}

/** Median rate and p99 over turns; requests and failures summed. */
export function medianOf(runs: LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}
