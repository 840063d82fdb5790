// Lighthouse (desktop preset, Debian's Chromium) on the pages of the web-speed budgets, against the
// built app served by our real server: each figure beside its budget, and each page's JavaScript.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type GroupReport, verdict } from './report';
import type { AppServer } from './servers';

const run = promisify(execFile);

/** The pages every change is held to (issue 10); later issues add theirs. `signedIn` sends the bench user's token. */
export const budgetedPages = [
  { path: '/', signedIn: false },
  { path: '/bbasV3/details?symbol=rb', signedIn: false },
  { path: '/monitoringDataV2', signedIn: false },
  { path: '/signal', signedIn: false },
  { path: '/my/setUpInformation', signedIn: true },
];

/** Scores out of 100 at least, times in ms at most, layout shift at most; JS in KiB on the wire at most. */
const budgets = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 95,
  lcpMs: 1000,
  tbtMs: 100,
  cls: 0.02,
  initialJsKiB: 200,
};
/** The initial JS budget is set for the home page; other pages print theirs for information. */
const jsBudgetedPath = '/';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of every script the page loaded (entry, vendor chunks, its own chunk), in KiB. */
  jsKiB: number;
  withinBudget: boolean;
}

async function lighthouse(url: string, cookie: string | null): Promise<LighthouseResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      path.resolve('node_modules/.bin/lighthouse'),
      [
        url,
        '--preset=desktop',
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
        '--output=json',
        `--output-path=${output}`,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(await fs.readFile(output, 'utf8')) as LighthouseResult;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function figuresOf(pagePath: string, result: LighthouseResult): PageFigures {
  const score = (category: keyof LighthouseResult['categories']) =>
    Math.round((result.categories[category].score ?? 0) * 100);
  const numeric = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;
  const scripts = (result.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const figures = {
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
  const withinBudget =
    figures.performance >= budgets.performance &&
    figures.accessibility >= budgets.accessibility &&
    figures.bestPractices >= budgets.bestPractices &&
    figures.seo >= budgets.seo &&
    figures.lcpMs <= budgets.lcpMs &&
    figures.tbtMs <= budgets.tbtMs &&
    figures.cls <= budgets.cls &&
    (pagePath !== jsBudgetedPath || figures.jsKiB <= budgets.initialJsKiB);
  return { ...figures, withinBudget };
}

/** Each budgeted page once, one after another (Lighthouse wants the machine to itself). */
export async function webGroup(app: AppServer): Promise<GroupReport> {
  const pages: PageFigures[] = [];
  for (const page of budgetedPages) {
    console.log(`web: Lighthouse on ${page.path}${page.signedIn ? ' (signed in)' : ''}…`);
    const result = await lighthouse(`${app.origin}${page.path}`, page.signedIn ? `tokenReload=${app.token}` : null);
    pages.push(figuresOf(page.path, result));
  }
  return {
    title: 'Web: Lighthouse, desktop preset, built app on our server',
    header: ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'budgets'],
    rows: [
      [
        'budget',
        `≥ ${budgets.performance}`,
        `≥ ${budgets.accessibility}`,
        `≥ ${budgets.bestPractices}`,
        `≥ ${budgets.seo}`,
        `≤ ${budgets.lcpMs}`,
        `≤ ${budgets.tbtMs}`,
        `≤ ${budgets.cls}`,
        `≤ ${budgets.initialJsKiB} (/)`,
        '',
      ],
      ...pages.map((page) => [
        page.path,
        String(page.performance),
        String(page.accessibility),
        String(page.bestPractices),
        String(page.seo),
        String(Math.round(page.lcpMs)),
        String(Math.round(page.tbtMs)),
        page.cls.toFixed(3),
        page.jsKiB.toFixed(0),
        verdict(page.withinBudget),
      ]),
    ],
    notes: [
      'JS KiB: compressed bytes of every script the page loaded (shell, vendor chunks, its own chunks)',
      `${budgetedPages.find((page) => page.signedIn)?.path} is measured signed in (the bench user's token cookie)`,
    ],
    figures: pages,
    withinBudget: pages.every((page) => page.withinBudget),
  };
}
