// `npm run bench [-- GROUP…]`: the benchmarks (bench/run.ts) on the supported Node, packages installed
// first, and what the chosen groups need beyond them: the built web app and Chromium for `web`'s
// Lighthouse runs, wrk for `http`, nginx and wrk for `cluster`. bench/settings.ts checks the group names.
import { buildWeb } from './build-web.mjs';
import { ensureChromium, ensureClusterTools, ensureWrk } from './debian-packages.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { runOnSupportedNode, useSupportedNode } from './supported-node.mjs';

const asked = [process.env.BENCH_ONLY ?? '', ...process.argv.slice(2)]
  .join(',')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const runs = (group) => asked.length === 0 || asked.includes(group);

await useSupportedNode();
ensureDeps();
if (runs('web')) {
  buildWeb();
  ensureChromium();
}
if (runs('http')) ensureWrk();
if (runs('cluster')) ensureClusterTools();
// --expose-gc: the console group measures what an export holds, collecting before each sample.
await runOnSupportedNode('node', ['--expose-gc', '--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)]);
