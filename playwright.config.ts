import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `vce-e2e-${port}`);

// Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Whole flows (a registration with puzzle, countdown and prompts) take 10–20 s on a busy 2-core
  // machine, and up to 65 s on the slowest one seen (a Lighthouse CPU index of about 2 600). There a
  // chart's chunk, its data and its first paint took over 10 s while the other worker ran a flow, so a
  // single wait gets 20 s; tests set no shorter limits of their own.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 900 },
    // A trace records a screencast frame by frame: on every test that cost the browser and its GPU
    // process about a core of the two. Recorded where it helps: the retry of a test that failed (CI retries once).
    trace: 'on-first-retry',
    // As a reader who asked for less motion: antd's dialogs open and close at once (a click as one
    // opened was twice lost in CI, leaving the dialog open and idle). The stories about motion itself
    // (the rooms' turn) ask for it back.
    reducedMotion: 'reduce',
    // The home promo popup (once a day per browser) would cover the home page of every test that opens
    // it: quiet in every context; the promo's own test starts from empty storage.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: 'vce-home-promo-quiet-until', value: String(Number.MAX_SAFE_INTEGER) }],
        },
      ],
    },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    // A fresh embedded database for every run, on the Node running the tests (the supported one).
    command: `rm -rf ${dataDir} && ${JSON.stringify(process.execPath)} --import tsx apps/server/src/server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Builtin providers as on a developer's machine: dev SMS outbox and the slide captcha, whose
    // answers tests read from the dev endpoints.
    // Every test signs in from 127.0.0.1, and some need a second code for one phone within a minute.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMS_RESEND_SECONDS: '2',
      SMS_IP_HOURLY_LIMIT: '10000',
      CAPTCHA_IP_PER_MINUTE: '10000',
      // Short enough for the expired-QR test to wait for, long enough to scan in every other test.
      WECHAT_QR_EXPIRE_SECONDS: '8',
      // The simulated market trades around the clock, so live prices move whenever tests run.
      MARKET_ALWAYS_OPEN: '1',
      // A year of daily and a week of minute history: enough for every chart, quick to generate.
      MARKET_HISTORY_DAYS: '250',
      MARKET_MINUTE_DAYS: '5',
      // Lesson videos are made once per machine (the API tests' cache), not on every fresh start.
      DEMO_MEDIA_CACHE: path.join(os.tmpdir(), 'vce-demo-media'),
      // Three free assistant questions a day, not five: the guest story asks until none are left.
      QUOTA_AI_FREE_DAILY: '3',
    },
  },
});
