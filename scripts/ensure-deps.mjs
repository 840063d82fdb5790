// Installs npm packages when node_modules is missing or older than the lockfile.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lockfile = path.join(root, 'package-lock.json');

export function ensureDeps() {
  const isFresh = fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lockfile).mtimeMs;
  if (isFresh) return;
  console.log('› installing npm packages (npm ci)');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
