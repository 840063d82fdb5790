// Child process (run pinned with taskset): how many argon2 verifies per second this process manages with
// the parameters of our password hashes, `concurrency` at a time (the libuv pool runs them, one thread
// each: p=1) for `seconds`. Prints {"hashesPerSecond", "hashesPerCpuSecond", "params"}.
import { parseOptions, verify } from '@node-rs/argon2';
import { hashPassword } from '../apps/server/src/platform/password-hash';

const [seconds = 5, concurrency = 4] = process.argv.slice(2).map(Number);
const password = 'bench123';
const hash = await hashPassword(password);

const cpuBefore = process.cpuUsage();
const started = performance.now();
let hashes = 0;
const worker = async () => {
  while (performance.now() - started < seconds * 1000) {
    if (!(await verify(hash, password))) throw new Error('verify failed');
    hashes++;
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const { memoryCost, timeCost, parallelism } = parseOptions(hash);
const result = {
  hashesPerSecond: hashes / elapsed,
  hashesPerCpuSecond: hashes / ((cpu.user + cpu.system) / 1e6),
  params: { memoryCost, timeCost, parallelism },
};
process.stdout.write(`${JSON.stringify(result)}\n`);
