import { Code } from '@vce/contract/codes';
import { draw } from '@vce/contract/commerce-sign-in';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPrizes } from '../../../db/schema/commerce-sign-in';
import type { Db } from '../../../platform/db';
import { createTestApp, createUser, membershipOf, post, type TestApp } from '../../../test/harness';
import { ledgerCheck } from '../../../test/money';
import { addDrawChances } from './sign-in-store';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());

/** A user holding `chances` draw chances. */
async function drawer(chances = 1) {
  const signedIn = await createUser(app);
  await addDrawChances(app.db as Db, { userId: signedIn.user.id, count: chances });
  return signedIn;
}

/** Makes one prize the only one that can be drawn (others at weight 0), with the stock given. */
async function onlyPrize(fields: Partial<typeof drawPrizes.$inferInsert>) {
  await app.db.update(drawPrizes).set({ weight: 0 });
  const [prize] = await app.db
    .insert(drawPrizes)
    .values({ name: '测试奖品', kind: 'vli', amount: 7, weight: 100, sort: 99, ...fields })
    .returning();
  return prize!;
}

describe('the lucky draw', () => {
  it('lists the eight prizes of the grid, none sold out on a fresh day', async () => {
    const answer = await call('/api/lottery_draw/prizeList', '');
    expect(answer.data.list).toHaveLength(8);
    expect(answer.data.list.map((prize: { name: string }) => prize.name)).toContain('谢谢参与');
    expect(answer.data.list.every((prize: { sold_out: boolean }) => !prize.sold_out)).toBe(true);
  });

  it('uses one chance per draw, grants a V粒 prize with its ledger row, and keeps a history', async () => {
    const prize = await onlyPrize({ kind: 'vli', amount: 7 });
    const { user, token } = await drawer(1);
    const answer = await call('/api/lottery_draw/draw', token);
    expect(answer.code).toBe(Code.SUCCESS);
    expect(draw.data.parse(answer.data)).toMatchObject({
      prize: { id: prize.id, name: '测试奖品', amount: 7 },
      draw_chances: 0,
    });
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 7, sum: 7, last: 7 });
    expect(await call('/api/lottery_draw/draw', token)).toMatchObject({ code: 0, msg: msg.drawNoChance });
    const log = await call('/api/lottery_draw/drawLog', token, { page: 1, limit: 10 });
    expect(log.data).toMatchObject({ total: 1, list: [{ prize_name: '测试奖品', kind: 'vli', amount: 7 }] });
    const { token: other } = await createUser(app);
    expect((await call('/api/lottery_draw/drawLog', other, { page: 1, limit: 10 })).data.total).toBe(0);
  });

  it('cannot use one chance twice, even with ten clicks at once', async () => {
    await onlyPrize({ kind: 'vli', amount: 3 });
    const { user, token } = await drawer(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('/api/lottery_draw/draw', token)));
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === msg.drawNoChance)).toHaveLength(9);
    expect((await ledgerCheck(app, user.id, 'vli')).balance).toBe(3);
  });

  it('never draws past a prize stock: the rest get 谢谢参与', async () => {
    const prize = await onlyPrize({ kind: 'vli', amount: 1, totalLeft: 3 });
    const drawers = await Promise.all(Array.from({ length: 8 }, () => drawer(1)));
    const answers = await Promise.all(drawers.map(({ token }) => call('/api/lottery_draw/draw', token)));
    const won = answers.filter((answer) => answer.data.prize.id === prize.id);
    expect(won).toHaveLength(3);
    expect(answers.filter((answer) => answer.data.prize.name === '谢谢参与')).toHaveLength(5);
    const [after] = await app.db.select().from(drawPrizes).where(eq(drawPrizes.id, prize.id));
    expect(after!.totalLeft).toBe(0);
    const list = (await call('/api/lottery_draw/prizeList', '')).data.list as { id: number; sold_out: boolean }[];
    expect(list.find((row) => row.id === prize.id)?.sold_out).toBe(true);
  });

  it("holds a prize's daily stock under concurrent draws, and gives membership days", async () => {
    const prize = await onlyPrize({ kind: 'vip_days', amount: 2, name: 'VIP体验2天', dailyStock: 2 });
    const drawers = await Promise.all(Array.from({ length: 6 }, () => drawer(1)));
    const answers = await Promise.all(drawers.map(({ token }) => call('/api/lottery_draw/draw', token)));
    const winners = drawers.filter((_, index) => answers[index].data.prize.id === prize.id);
    expect(winners).toHaveLength(2);
    const member = await membershipOf(app, winners[0]!.user.id);
    const days = (member!.vipExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.99);
    expect(member!.vipLevel).toBe(2);
    const losers = drawers.filter((_, index) => answers[index].data.prize.id !== prize.id);
    const loser = await membershipOf(app, losers[0]!.user.id);
    expect(loser?.vipExpiresAt ?? null).toBeNull();
  });

  it('asks a guest to log in', async () => {
    expect((await call('/api/lottery_draw/draw', '')).code).toBe(Code.NEED_LOGIN);
    expect((await call('/api/lottery_draw/drawLog', '', { page: 1, limit: 10 })).code).toBe(Code.NEED_LOGIN);
  });
});
