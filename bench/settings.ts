/** What `npm run bench` measures and for how long, from the environment (or `npm run bench -- ws kline`). */
export const groupNames = [
  'http',
  'kline',
  'login',
  'ws',
  'asst',
  'learning',
  'web',
  'money',
  'search',
  'console',
  'cluster',
] as const;
export type GroupName = (typeof groupNames)[number];

function positive(name: string, fallback: number) {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got ${process.env[name]}`);
  return value;
}

function selectedGroups(): GroupName[] {
  const asked = [process.env.BENCH_ONLY ?? '', ...process.argv.slice(2)]
    .flatMap((list) => list.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = asked.filter((name) => !(groupNames as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown bench group ${unknown.join(', ')}: pick from ${groupNames.join(', ')}`);
  return asked.length ? groupNames.filter((name) => asked.includes(name)) : [...groupNames];
}

const seconds = positive('BENCH_SECONDS', 4);

export const settings = {
  groups: selectedGroups(),
  /** Length of one measured turn. */
  seconds,
  /** Ours and the baseline take turns this many times each; medians (or pooled samples) are reported. */
  rounds: positive('BENCH_ROUNDS', 3),
  warmupSeconds: Math.min(1, seconds),
  /** Our figure must reach this share of the baseline's (requests, logins per second). */
  budget: 0.6,
  /** Hot reads (issue 10): our requests per second as a share of raw node:http serving the same bytes. */
  hotReadBudget: 0.85,
  wsClients: positive('BENCH_WS_CLIENTS', 2000),
  /** Assistant answer streams opened at once on each server (issue 13's first-event budget holds at this load). */
  asstStreams: Math.ceil(positive('BENCH_ASST_STREAMS', 200)),
  /** Trading-data clients of the cluster group (issue 9: 10,000 over two processes). */
  clusterClients: positive('BENCH_CLUSTER_CLIENTS', 10_000),
  /** Live-chat clients in one room over the cluster's two processes, and messages posted a second (issue 39). */
  chatClients: positive('BENCH_CHAT_CLIENTS', 10_000),
  chatRate: positive('BENCH_CHAT_RATE', 20),
};
