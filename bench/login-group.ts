// Password logins per second on one core, beside the raw KDF rate on that same core.
import { measure, medianOf } from './load';
import { figure, type GroupReport, verdict } from './report';
import { loginScenario } from './scenarios';
import { type AppServer, cpuSecondsOf, runChild, withServersPinned } from './servers';
import { settings } from './settings';
import { inTurns, median } from './turns';

/**
 * Argon2 runs on libuv's pool (4 threads), so an unpinned server would hash on every core. The app
 * server is pinned, all its threads, to one core for this group, and the KDF child is started on that
 * core; the load generator (this process) moves to the other cores meanwhile.
 */
const connections = 8;
/** The pool's size: as many verifies in flight as the server can run at once. */
const kdfConcurrency = 4;

interface KdfRate {
  hashesPerSecond: number;
  hashesPerCpuSecond: number;
  params: { memoryCost: number; timeCost: number; parallelism: number };
}

export async function loginGroup(app: AppServer): Promise<GroupReport> {
  const { seconds, rounds, warmupSeconds, budget } = settings;
  const scenario = loginScenario(app.login);
  // Our logins over the CPU time the server used meanwhile (its market ticks included).
  const loginTurn = async () => {
    const cpuBefore = await cpuSecondsOf(app.pid);
    const figures = await measure(app.origin, scenario, { connections, seconds });
    return { ...figures, perCpuSecond: figures.requests / ((await cpuSecondsOf(app.pid)) - cpuBefore) };
  };
  return withServersPinned([app.pid], async (core) => {
    console.log(
      `${scenario.name}: server pinned to CPU ${core}; ${rounds} turns of ${seconds} s beside argon2 verify…`,
    );
    await measure(app.origin, scenario, { connections, seconds: warmupSeconds });
    const turns = await inTurns(rounds, loginTurn, () =>
      runChild<KdfRate>('kdf-rate.ts', [String(seconds), String(kdfConcurrency)], { cpus: core }),
    );
    const logins = { ...medianOf(turns.ours), perCpuSecond: median(turns.ours.map((turn) => turn.perCpuSecond)) };
    const hashes = {
      perSecond: median(turns.baseline.map((turn) => turn.hashesPerSecond)),
      perCpuSecond: median(turns.baseline.map((turn) => turn.hashesPerCpuSecond)),
    };
    const ratio = hashes.perSecond ? logins.requestsPerSecond / hashes.perSecond : 0;
    const cpuRatio = hashes.perCpuSecond ? logins.perCpuSecond / hashes.perCpuSecond : 0;
    const withinBudget = logins.failures === 0 && cpuRatio >= budget;
    const params = turns.baseline[0]?.params;
    return {
      title: `Password login, server pinned to CPU ${core}: ${connections} connections; argon2id verify on CPU ${core}, ${kdfConcurrency} at a time`,
      header: ['per', 'logins', 'login p99 ms', 'verify hashes', 'ratio', `logins ≥ ${budget * 100} % of hashes`],
      rows: [
        [
          'second',
          figure(logins.requestsPerSecond),
          figure(logins.p99Ms),
          figure(hashes.perSecond),
          ratio.toFixed(2),
          '',
        ],
        [
          'CPU second',
          figure(logins.perCpuSecond),
          '',
          figure(hashes.perCpuSecond),
          cpuRatio.toFixed(2),
          verdict(withinBudget),
        ],
      ],
      notes: [
        `argon2id m=${params?.memoryCost} KiB, t=${params?.timeCost}, p=${params?.parallelism} (our hashPassword's parameters)`,
        'per CPU second: over the CPU time each process used, as if the core were not shared with other work',
        ...(logins.failures ? [`${logins.failures} logins failed`] : []),
      ],
      figures: { core, connections, kdfConcurrency, params, logins, hashes, ratio, cpuRatio, withinBudget },
      withinBudget,
    };
  });
}
