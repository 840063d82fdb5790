import fs from 'node:fs/promises';
import path from 'node:path';
import { useOfficialClosures } from '@vce/market-core/calendar';
import { expandSpans } from '@vce/market-core/exchange-holidays';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

const ClosuresFile = z.object({
  years: z.record(
    z.string().regex(/^\d{4}$/, 'a year'),
    z.array(z.string().regex(/^\d{2}-\d{2}(\.\.\d{2}-\d{2})?$/, 'MM-DD or MM-DD..MM-DD')),
  ),
});

/**
 * The exchanges' closed days of years they announced after this release (DATA_DIR/exchange-closures.json,
 * shaped like packages/market-core/src/exchange-closures.json): an operator drops the notice's list
 * there and restarts, and that year stops being provisional. A file that does not parse stops the start.
 */
export async function loadOfficialClosures(dataDir: string, log: FastifyBaseLogger) {
  const file = path.join(dataDir, 'exchange-closures.json');
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return;
  let parsed: z.infer<typeof ClosuresFile>;
  try {
    parsed = ClosuresFile.parse(JSON.parse(text));
  } catch (error) {
    const reason = error instanceof z.ZodError ? error.issues[0]?.message : (error as Error).message;
    throw new Error(`${file} is not a list of closed days: ${reason}`, { cause: error });
  }
  for (const [year, spans] of Object.entries(parsed.years)) useOfficialClosures(Number(year), expandSpans(year, spans));
  log.info({ file, years: Object.keys(parsed.years) }, 'exchange closed days loaded');
}
