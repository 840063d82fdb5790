// One Lighthouse run of a page in Debian's Chromium (desktop preset), signed in through the token
// cookie when asked, its CPU slowed as asked; its report kept when BENCH_WEB_REPORTS names a directory.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../e2e/chromium';
import { cookieNames } from '../apps/web/src/shared/storage';

const run = promisify(execFile);

export interface LighthouseResult {
  /** Lighthouse's measure of the machine's single-core speed (higher is faster). */
  environment?: { benchmarkIndex?: number };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: {
          url?: string;
          resourceType?: string;
          transferSize?: number;
          observedLargestContentfulPaint?: number;
        }[];
      };
    }
  >;
}

/** `BENCH_WEB_REPORTS=dir` keeps each run's whole Lighthouse report there (what the largest paint was, every request). */
const reportsDir = process.env.BENCH_WEB_REPORTS;

/**
 * One Lighthouse run in a fresh Chromium profile. The browser is started here (Playwright) and
 * Lighthouse attaches to it, so that a signed-in page gets the token as the site keeps it: a cookie
 * the page's script reads (a request header would reach the server only, and the page would render
 * for a guest).
 */
async function lighthouse(url: string, token: string | null, cpuSlowdown = 1): Promise<LighthouseResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-lighthouse-'));
  const output = path.join(dir, 'report.json');
  const profile = path.join(dir, 'profile');
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--remote-debugging-port=0'],
  });
  try {
    if (token) await browser.addCookies([{ name: cookieNames.token, value: token, url }]);
    // Chromium writes the port it chose into the profile.
    const [port] = (await fs.readFile(path.join(profile, 'DevToolsActivePort'), 'utf8')).split('\n');
    await run(
      path.resolve('node_modules/.bin/lighthouse'),
      [
        url,
        `--port=${port}`,
        // The profile is new for each run; a reset would also drop the signed-in user's cookie.
        '--disable-storage-reset',
        '--preset=desktop',
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = await fs.readFile(output, 'utf8');
    if (reportsDir) {
      await fs.mkdir(reportsDir, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      await fs.writeFile(path.join(reportsDir, name), report);
    }
    return JSON.parse(report) as LighthouseResult;
  } finally {
    await browser.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record a page's trace ("NO_NAVSTART … Please run Lighthouse again"): that run is made again, once. */
export async function lighthouseRetried(url: string, token: string | null, cpuSlowdown = 1) {
  try {
    return await lighthouse(url, token, cpuSlowdown);
  } catch (error) {
    if (!String((error as { stderr?: string }).stderr).includes('Please run Lighthouse again')) throw error;
    console.log(`web: Lighthouse could not record ${url}; running it again`);
    return lighthouse(url, token, cpuSlowdown);
  }
}
