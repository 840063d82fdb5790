import { readFile } from 'node:fs/promises';
import { loadConfig } from '../../platform/config';
import { openConfiguredDatabase } from '../../platform/db';
import { createBarStore } from './bar-store';
import { importBars, parseBarsCsv } from './csv-import';

/**
 * `npm run market:import -- FILE.csv`: loads historical bars into the database the server uses
 * (stop the server first when it runs on the embedded database: one opener at a time).
 */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run market:import -- FILE.csv');
  const { series, errors } = parseBarsCsv(await readFile(file, 'utf8'));
  if (errors.length > 0) {
    process.stderr.write(`${errors.slice(0, 20).join('\n')}\n${errors.length} 行有误，未导入任何数据\n`);
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const count = await importBars(createBarStore(database.db), series);
    process.stdout.write(`已导入 ${count} 根K线（${series.length} 个序列）\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`market:import: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
