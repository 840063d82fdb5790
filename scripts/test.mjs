// `npm test`: on the supported Node, install what is missing (npm packages, Debian chromium and CJK fonts), type-check,
// lint, run unit and API tests, build, run the browser suite, and end with one count line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.mjs';
import { ensureChromium, ensureFfmpeg } from './debian-packages.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { useSupportedNode } from './supported-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });

const failures = [];
const run = (label, command, args, env = {}) => {
  console.log(`\n› ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
};

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await useSupportedNode();
ensureDeps();
ensureChromium();
ensureFfmpeg();
run('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']);
run('lint', 'npm', ['run', 'lint', '--silent']);
const vitestReport = path.join(reports, 'vitest.json');
run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
try {
  buildWeb({ force: true });
} catch {
  failures.push('build');
}
const playwrightReport = path.join(reports, 'playwright.json'); // written by playwright.config.ts
run('browser tests (Chromium)', 'npx', ['playwright', 'test']);

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
if (failures.length) console.log(`\nfailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
