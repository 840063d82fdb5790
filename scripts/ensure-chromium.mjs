// Debian's Chromium and CJK fonts, for the browser tests and the bench's Lighthouse runs (never a
// downloaded browser): installed with apt-get when missing, as root or through sudo.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export function ensureChromium() {
  const hasChromium = fs.existsSync('/usr/bin/chromium');
  const hasCjkFonts = fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (hasChromium && hasCjkFonts) return;
  const isRoot = process.getuid?.() === 0;
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'],
  ]) {
    console.log(`\n› apt-get ${args[0]}`);
    const [command, commandArgs] = isRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]];
    const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed: Chromium is needed for the browser runs`);
  }
}
