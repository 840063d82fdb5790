import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The seams between areas (docs/architecture.md "Doors and events"), as `npm run lint` holds them:
 * each case lints one import as if planted in a file and expects the rule's message, or none.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function messagesOf(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('area/')).map((m) => m.message);
}

describe('the seams between areas', () => {
  it('refuses another area’s store, and lets its services and its reads through', async () => {
    const file = 'apps/server/src/modules/community/new-feature.ts';
    expect(await messagesOf(file, "import { imported } from '../account/store';")).toEqual([
      expect.stringContaining("the account area's store: call its service functions"),
    ]);
    expect(await messagesOf(file, "import { imported } from '../commerce/wallet/wallet-store';")).toEqual([
      expect.stringContaining("the commerce area's store"),
    ]);
    expect(await messagesOf(file, "import { imported } from '../market/market-replica';")).toEqual([
      expect.stringContaining('another area enters through its services'),
    ]);
    for (const door of ['../account/account-service', '../account/account-reads', '../../platform/db'])
      expect(await messagesOf(file, `import { imported } from '${door}';`), door).toEqual([]);
    // A shape is no seam.
    expect(await messagesOf(file, "import type { imported } from '../account/store';")).toEqual([]);
  });

  it('lets an area’s sub-areas reach each other, at any depth', async () => {
    const file = 'apps/server/src/modules/commerce/sign-in/new-prize.ts';
    expect(await messagesOf(file, "import { imported } from '../wallet/wallet-store';")).toEqual([]);
  });

  it('refuses another area’s tables, and lets an area use its own schema files', async () => {
    const file = 'apps/server/src/modules/community/post-votes.ts';
    expect(await messagesOf(file, "import { imported } from '../../db/schema/account';")).toEqual([
      expect.stringContaining("holds the account area's tables"),
    ]);
    expect(await messagesOf(file, "import { imported } from '../../db/schema/commerce-wallet';")).toEqual([
      expect.stringContaining("holds the commerce area's tables"),
    ]);
    expect(await messagesOf(file, "import { imported } from '../../db/schema/community';")).toEqual([]);
    const accountFile = 'apps/server/src/modules/account/new-profile-store.ts';
    expect(await messagesOf(accountFile, "import { imported } from '../../db/schema/account-wechat';")).toEqual([]);
  });

  it('refuses SQL in a route file: neither the query builder nor a table', async () => {
    const file = 'apps/server/src/modules/community/topic-routes.ts';
    expect(await messagesOf(file, "import { imported } from 'drizzle-orm';")).toEqual([
      expect.stringContaining('A route file parses, calls a service and answers'),
    ]);
    expect(await messagesOf(file, "import { imported } from '../../db/schema/community';")).toEqual([
      expect.stringContaining('A route file parses, calls a service and answers'),
    ]);
    expect(await messagesOf(file, "import { imported } from './topic-service';")).toEqual([]);
  });

  it('refuses a web feature importing another feature at any depth', async () => {
    const shallow = 'apps/web/src/features/community/post-card.tsx';
    const deep = 'apps/web/src/features/commerce/wallet/recharge/amount-picker.tsx';
    expect(await messagesOf(shallow, "import { imported } from '../market/api/get-quotes';")).toEqual([
      expect.stringContaining('A feature never imports another feature (market)'),
    ]);
    expect(await messagesOf(deep, "import { imported } from '../../../../features/account/login/login-form';")).toEqual(
      [expect.stringContaining('A feature never imports another feature (account)')],
    );
    expect(await messagesOf(deep, "import { imported } from '../../vip/vip-page';")).toEqual([]);
    expect(await messagesOf(deep, "import { imported } from '../../../../shared/format';")).toEqual([]);
  });
});
