import { randomUUID } from 'node:crypto';
import { Code } from '@vce/contract/codes';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';
import { createUserWithVli } from '../../test/money';

const suite = consoleTestApp(['operator'], { QUOTA_BBAS_FREE_DAILY: '4' });

type Rule = { tag: 'bbas' | 'view_data' | 'ai'; free_daily: number; price_vli: number };
const rules = async (): Promise<Rule[]> =>
  (await suite.call('/api/admin/quotas/show', suite.tokens.operator)).data.rules;
const save = (next: Rule[]) =>
  suite.call('/api/admin/quotas/update', suite.tokens.operator, {
    rules: next.map(({ tag, free_daily, price_vli }) => ({ tag, free_daily, price_vli })),
  });
const search = (uuid: string, symbol: string) => suite.call('/api/quota/useSearch', '', { tag: 'bbas', symbol, uuid });

describe('次数与兑换', () => {
  it('shows each kind’s free daily uses (the environment’s until an operator sets them) and its V粒 price', async () => {
    expect(await rules()).toEqual([
      { tag: 'bbas', name: 'BBAS品种分析', free_daily: 4, price_vli: 10 },
      { tag: 'view_data', name: '数据查询', free_daily: 5, price_vli: 5 },
      { tag: 'ai', name: 'AI提问', free_daily: 5, price_vli: 5 },
    ]);
  });

  it('holds a new free number from the next search, and a new price from the next exchange; audited', async () => {
    const guest = randomUUID();
    expect((await search(guest, 'rb')).data).toMatchObject({ allowed: true, limit: 4, remaining: 3 });
    const before = await rules();
    const changed = before.map((rule) => (rule.tag === 'bbas' ? { ...rule, free_daily: 1, price_vli: 20 } : rule));
    expect(await save(changed)).toMatchObject({
      code: Code.SUCCESS,
      data: { rules: expect.arrayContaining([expect.objectContaining({ tag: 'bbas', free_daily: 1, price_vli: 20 })]) },
    });
    expect((await search(guest, 'rb')).data).toMatchObject({ allowed: true, limit: 1, remaining: 0 });
    expect((await search(guest, 'cu')).data).toMatchObject({ allowed: false, limit: 1 });

    const { token } = await createUserWithVli(suite.app, 100);
    expect((await suite.call('/api/finance/exchangeRule', token)).data).toMatchObject({
      bbas_search_exchange_money: 20,
    });
    expect((await suite.call('/api/finance/exchangeSearchCount', token, { tag: 'bbas', count: 2 })).data).toMatchObject(
      {
        spent: 40,
        money: 60,
      },
    );

    const [audit] = await suite.app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.call, '/api/admin/quotas/update'))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(audit).toMatchObject({ role: 'operator', before, after: await rules() });
    await save(before);
    expect((await search(randomUUID(), 'rb')).data).toMatchObject({ limit: 4 });
  });

  it('refuses a missing or repeated kind and numbers out of range, and changes nothing', async () => {
    const before = await rules();
    const refusals: [Rule[], string][] = [
      [before.slice(0, 2), '须设置每一种次数，且每种只设一次'],
      [[before[0]!, before[0]!, before[2]!], '须设置每一种次数，且每种只设一次'],
      [before.map((rule) => ({ ...rule, free_daily: 1001 })), '每日免费次数须为0至1000'],
      [before.map((rule) => ({ ...rule, price_vli: 0 })), '兑换价格须为1至100000 V粒'],
    ];
    for (const [sent, message] of refusals)
      expect(await save(sent)).toMatchObject({ code: Code.FAIL, msg: expect.stringContaining(message) });
    expect(await rules()).toEqual(before);
  });
});
