import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md, as `npm run lint` enforces them: each case lints one import
 * as if written in a file of a layer and expects the rule's message, or none.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function lintImport(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('no-restricted-'));
}

describe('the server’s layers', () => {
  it('refuses a provider importing a module, and says where the code belongs', async () => {
    const messages = await lintImport(
      'apps/server/src/providers/market/new-feed.ts',
      "import { imported } from '../../modules/market/market-alerts';",
    );
    expect(messages.map((message) => message.message)).toEqual([
      expect.stringContaining('providers/ sit below modules/'),
    ]);
  });

  it('refuses the platform importing a module or a provider implementation', async () => {
    for (const source of [
      "import type { imported } from '../modules/market/market-replica';",
      "import type { imported } from '../providers/sms/sms-provider';",
    ]) {
      const messages = await lintImport('apps/server/src/platform/fastify.d.ts', source);
      expect(messages.map((message) => message.message)).toEqual([
        expect.stringContaining('declares its own Fastify decorations beside itself'),
      ]);
    }
  });

  it('lets a module read the feed interface, and refuses the simulator behind it', async () => {
    const file = 'apps/server/src/modules/market/new-view.ts';
    expect(await lintImport(file, "import type { imported } from '../../providers/market/market-feed';")).toEqual([]);
    const messages = await lintImport(file, "import { imported } from '../../providers/market/simulator-feed';");
    expect(messages.map((message) => message.message)).toEqual([expect.stringContaining('MarketFeed interface only')]);
  });

  it('keeps the market core free of the apps, server libraries, I/O and the clock', async () => {
    const file = 'packages/market-core/src/new-rule.ts';
    for (const source of [
      "import { imported } from '../../../apps/server/src/platform/db';",
      "import { imported } from 'drizzle-orm';",
      "import { imported } from 'node:fs';",
      'const imported = Date.now();',
      'const imported = setTimeout(() => undefined, 1);',
    ]) {
      expect(await lintImport(file, source), source).toHaveLength(1);
    }
    expect(await lintImport(file, "import { imported } from './calendar';")).toEqual([]);
  });
});
