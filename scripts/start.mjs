// `npm start`: on the supported Node, install what is missing, build the web app if it changed, then serve
// everything (site, API, websockets) on PORT (3000). Migrations and demo content are applied by the server.
import { buildWeb } from './build-web.mjs';
import { ensureFfmpeg } from './debian-packages.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { runOnSupportedNode, useSupportedNode } from './supported-node.mjs';

await useSupportedNode();
ensureDeps();
ensureFfmpeg();
buildWeb();
await runOnSupportedNode('node', ['--import', 'tsx', 'apps/server/src/server.ts']);
