import fs from 'node:fs/promises';
import path from 'node:path';

/** One group's outcome: a table printed beside its baseline, and the figures kept in latest.json. */
export interface GroupReport {
  title: string;
  header: string[];
  rows: string[][];
  notes: string[];
  figures: unknown;
  withinBudget: boolean;
}

export const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
/** Whole numbers from 100 up, one decimal below (logins per second, milliseconds). */
export const figure = (value: number) => (Math.abs(value) >= 100 ? String(Math.round(value)) : value.toFixed(1));

export function printReport(report: GroupReport) {
  const { header, rows } = report;
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ');
  console.log(`\n${report.title}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const note of report.notes) console.log(`  ${note}`);
}

export async function writeResults(file: string, results: unknown) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
