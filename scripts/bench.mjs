// `npm run bench [-- GROUP…]`: the benchmarks (bench/run.ts) on the supported Node, packages installed first,
// the web app built and Chromium installed for the web group's Lighthouse runs.
import { buildWeb } from './build-web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { runOnSupportedNode, useSupportedNode } from './supported-node.mjs';

await useSupportedNode();
ensureDeps();
buildWeb();
ensureChromium();
await runOnSupportedNode('node', ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)]);
