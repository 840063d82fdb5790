/**
 * Debian's Chromium as the browser suite and the bench's Lighthouse runs launch it (DESIGN.md §7):
 * never a downloaded browser, and flags that keep it off the (closed) network.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
