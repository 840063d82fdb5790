import autocannon from 'autocannon';
import type { Scenario } from './scenarios';

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Errors, timeouts and answers other than 2xx: a run with any is not a valid figure. */
  failures: number;
}

/** Drives one scenario against one server with autocannon, in this process. */
export async function measure(
  origin: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    method: scenario.method,
    body: scenario.body,
    headers: scenario.headers,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
