// Debian packages the scripts need, installed with apt-get where missing (as root, or through sudo):
// Chromium and CJK fonts for the browser suite and the bench's Lighthouse runs, ffmpeg for the demo
// lessons' videos (whose captions use the same CJK fonts), nginx with its
// brotli module and wrk for the bench's cluster group. Never a downloaded browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

function ensureDebianPackages(purpose, isPresent, packages) {
  if (isPresent()) return;
  const isRoot = process.getuid?.() === 0;
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    console.log(`\n› apt-get ${args.join(' ')} (${purpose})`);
    const [command, commandArgs] = isRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]];
    const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed: ${purpose} needs ${packages.join(', ')}`);
  }
}

export const ensureChromium = () =>
  ensureDebianPackages('browser runs', () => fs.existsSync('/usr/bin/chromium') && hasCjkFonts(), [
    'chromium',
    'fonts-noto-cjk',
  ]);

const hasCjkFonts = () => fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');

/** ffmpeg and the CJK fonts of its captions: it encodes the demo lessons' videos (HLS) on the server's first start. */
export const ensureFfmpeg = () =>
  ensureDebianPackages('demo lesson videos', () => hasCommand('ffmpeg') && hasCjkFonts(), ['ffmpeg', 'fonts-noto-cjk']);

/** What the bench's cluster group drives its two processes with (as .ci/run's cluster leg installs nginx). */
export const ensureClusterTools = () =>
  ensureDebianPackages(
    'the cluster bench',
    () =>
      hasCommand('nginx') &&
      fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') &&
      hasCommand('wrk'),
    ['nginx', 'libnginx-mod-http-brotli-static', 'wrk'],
  );

/** The load generator of the bench's hot reads (`http`). */
export const ensureWrk = () => ensureDebianPackages('the hot-read bench', () => hasCommand('wrk'), ['wrk']);
