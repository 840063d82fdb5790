// The project runs on one Node.js line: the major version of `.node-version` (package.json's engines
// says the same; a unit test keeps the two together). Every entry script calls useSupportedNode()
// first. On that line it returns at once and fetches nothing. Under any other Node (this project's
// machines ship Node 20) it runs the same command again on the pinned release, which it fetches once
// from the npm registry the project already reaches (the `node-<platform>-<arch>` package holds the
// official binary and headers; npm checks its integrity) and keeps under `.node/`.
//
//   node scripts/supported-node.mjs COMMAND [ARGS…]   runs a command with the supported Node first on PATH
//   node scripts/supported-node.mjs --shell           prints `export …` lines for a shell (`.ci/run` evals them)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const pinnedVersion = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
export const supportedMajor = Number(pinnedVersion.split('.')[0]);

export const isSupportedNode = (version = process.versions.node) => Number(version.split('.')[0]) === supportedMajor;

const pinnedHome = path.join(root, '.node', `v${pinnedVersion}-${process.platform}-${process.arch}`);
const pinnedBinary = path.join(pinnedHome, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

/** The pinned Node's home (bin/, include/), fetched and unpacked on first use; a half-unpacked one is never used. */
function ensurePinnedNode() {
  if (fs.existsSync(pinnedBinary)) return pinnedHome;
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const spec = `node-${platform}-${process.arch}@${pinnedVersion}`;
  // stderr: `--shell` prints only what a shell evaluates on stdout.
  console.error(
    `› Node ${process.versions.node} is not the supported line (${supportedMajor}): fetching ${spec} from the npm registry`,
  );
  fs.mkdirSync(path.dirname(pinnedHome), { recursive: true });
  const workDir = fs.mkdtempSync(path.join(path.dirname(pinnedHome), '.fetch-'));
  try {
    const packed = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', workDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [{ filename }] = JSON.parse(packed);
    execFileSync('tar', ['-xzf', path.join(workDir, filename), '-C', workDir]);
    fs.rmSync(path.join(workDir, filename));
    try {
      fs.renameSync(path.join(workDir, 'package'), pinnedHome);
    } catch (error) {
      // Another start unpacked the same release meanwhile: theirs is as good.
      if (!fs.existsSync(pinnedBinary)) throw error;
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return pinnedHome;
}

/** PATH (so `npm`, `npx` and every `#!/usr/bin/env node` tool run on it) and node-gyp's headers for a Node home. */
function environmentFor(home) {
  const bin = path.join(home, 'bin');
  return { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, npm_config_nodedir: home };
}

/** Runs a command (`node` is the supported Node itself) in the project's root and ends this process with its status; signals are passed on. */
export function runOnSupportedNode(command, args) {
  const home = isSupportedNode() ? path.dirname(path.dirname(process.execPath)) : ensurePinnedNode();
  const child = spawn(command === 'node' ? path.join(home, 'bin', 'node') : command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...environmentFor(home) },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1)));
  child.on('error', (error) => {
    console.error(`vce: cannot run ${command}: ${error.message}`);
    process.exit(1);
  });
  return new Promise(() => {}); // this process ends with the child
}

/** Returns on the supported line; otherwise reruns this very script on the pinned Node and never returns. */
export async function useSupportedNode() {
  if (isSupportedNode()) return;
  await runOnSupportedNode('node', process.argv.slice(1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [first, ...rest] = process.argv.slice(2);
  if (first === '--shell') {
    const home = isSupportedNode() ? path.dirname(path.dirname(process.execPath)) : ensurePinnedNode();
    for (const [name, value] of Object.entries(environmentFor(home))) console.log(`export ${name}='${value}'`);
  } else if (first) {
    await runOnSupportedNode(first, rest);
  } else {
    console.log(isSupportedNode() ? process.execPath : ensurePinnedNode());
  }
}
