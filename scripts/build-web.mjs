// Builds the web app when its sources (or the contract) are newer than the last build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The console's document: the second build writes it, so a build stopped halfway is done again.
const lastBuiltFile = path.join(root, 'apps/web/dist/console.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/console.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/contract/src',
  'packages/market-core/src',
];

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function buildWeb({ force = false } = {}) {
  const builtAt = fs.existsSync(lastBuiltFile) ? fs.statSync(lastBuiltFile).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (!force && builtAt > changedAt) return;
  console.log('› building the web app');
  // Two builds into one folder: the site's (it empties the folder), then the console's beside it.
  for (const mode of ['production', 'console'])
    execSync(`npx vite build --config apps/web/vite.config.ts --mode ${mode} --logLevel warn`, {
      cwd: root,
      stdio: 'inherit',
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWeb({ force: process.argv.includes('--force') });
