// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    /** Each connection sends these in turn, over and over. */
    requests?: Request[];
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** False counts the answer in `mismatches` (autocannon reads every body anyway). */
    verifyBody?: (body: string) => boolean;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
