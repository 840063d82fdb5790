// `npm run bench [-- GROUP…]`: the benchmarks (bench/run.ts) on the supported Node, packages installed first.
import { ensureDeps } from './ensure-deps.mjs';
import { runOnSupportedNode, useSupportedNode } from './supported-node.mjs';

await useSupportedNode();
ensureDeps();
await runOnSupportedNode('node', ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)]);
