import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadFigures } from './load';

export interface Comparison {
  scenario: string;
  ours: LoadFigures;
  baseline: LoadFigures;
  /** Our requests per second over the baseline's. */
  ratio: number;
  withinBudget: boolean;
}

export function compare(scenario: string, ours: LoadFigures, baseline: LoadFigures, budget: number): Comparison {
  const ratio = baseline.requestsPerSecond ? ours.requestsPerSecond / baseline.requestsPerSecond : 0;
  return { scenario, ours, baseline, ratio, withinBudget: ratio >= budget && ours.failures === 0 };
}

export function printTable(comparisons: Comparison[], budget: number) {
  const header = [
    'target',
    'ours req/s',
    'ours p99 ms',
    'baseline req/s',
    'baseline p99 ms',
    'ratio',
    `ours ≥ ${budget * 100} %`,
  ];
  const rows = comparisons.map((c) => [
    c.scenario,
    String(c.ours.requestsPerSecond),
    String(c.ours.p99Ms),
    String(c.baseline.requestsPerSecond),
    String(c.baseline.p99Ms),
    c.ratio.toFixed(2),
    c.withinBudget ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const c of comparisons) {
    if (c.ours.failures || c.baseline.failures) {
      console.log(`${c.scenario}: failed requests — ours ${c.ours.failures}, baseline ${c.baseline.failures}`);
    }
  }
}

export async function writeResults(file: string, results: unknown) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
