import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../db/schema/commerce-payment';
import { createTestApp, createUser, membershipOf, type TestApp } from '../../../test/harness';
import { addVipLevel, fundBalance, ledgerCheck } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY_MS = 86_400_000;

describe('balance payments written together', () => {
  it('many users paying at once each spend exactly their balance, with an order, a ledger row and the goods each', async () => {
    const level = await addVipLevel(app, { priceCents: 1, days: 2 });
    const payers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
    for (const { user } of payers) await fundBalance(app, user.id, 5);
    const broke = await createUser(app);
    const charge = (userId: number) =>
      app.cashDesk.chargeBalance({ userId, kind: 'vip', itemId: level.id, name: level.name, amountCents: 1 });

    // 8 payments per payer, interleaved, plus a payer with nothing: only 5 of each payer's 8 can be paid.
    const attempts = Array.from({ length: 8 }, () => [...payers.map(({ user }) => user.id), broke.user.id]).flat();
    const answers = await Promise.all(attempts.map(charge));

    const paidBy = (userId: number) =>
      answers.filter((order, index) => order !== null && attempts[index] === userId).length;
    for (const { user } of payers) {
      expect(paidBy(user.id)).toBe(5);
      expect(await ledgerCheck(app, user.id)).toEqual({ balance: 0, sum: 0, last: 0 });
    }
    expect(paidBy(broke.user.id)).toBe(0);
    const stored = await app.db
      .select()
      .from(orders)
      .where(inArray(orders.userId, [...payers.map(({ user }) => user.id), broke.user.id]));
    expect(stored).toHaveLength(100);
    expect(stored.every((order) => order.state === 'paid' && order.payType === 'money')).toBe(true);
    // Each answer is the order as stored.
    const first = answers.find((order) => order !== null)!;
    expect(stored.find((order) => order.id === first.id)).toMatchObject({ orderNo: first.orderNo, amountCents: 1 });

    // Five 2-day packages from no membership: ten days from the first payment.
    const member = await membershipOf(app, payers[0]!.user.id);
    const days = (member!.vipExpiresAt!.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);
  });

  it('a payment whose goods cannot be granted fails alone: the others written with it are paid', async () => {
    const level = await addVipLevel(app, { priceCents: 100 });
    const unsellableItem = 13;
    // Courses whose grant fails for one item, in place of learning's.
    const goodsOf = app.cashDesk.goodsOf.bind(app.cashDesk);
    vi.spyOn(app.cashDesk, 'goodsOf').mockImplementation((kind) =>
      kind === 'course'
        ? {
            describe: async () => null,
            grant: async (_tx, paid) => {
              if (paid.some((order) => order.itemId === unsellableItem))
                throw new Error('this course cannot be granted');
            },
          }
        : goodsOf(kind),
    );
    const [buyer, ...others] = await Promise.all(Array.from({ length: 4 }, () => createUser(app)));
    for (const { user } of [buyer!, ...others]) await fundBalance(app, user.id, 1000);

    const [failed, ...paid] = await Promise.allSettled([
      app.cashDesk.chargeBalance({
        userId: buyer!.user.id,
        kind: 'course',
        itemId: unsellableItem,
        name: '无法开通的课程',
        amountCents: 100,
      }),
      ...others.map(({ user }) =>
        app.cashDesk.chargeBalance({
          userId: user.id,
          kind: 'vip',
          itemId: level.id,
          name: level.name,
          amountCents: 100,
        }),
      ),
    ]);

    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'this course cannot be granted' } });
    expect(await ledgerCheck(app, buyer!.user.id)).toEqual({ balance: 1000, sum: 1000, last: 1000 });
    expect(await app.db.select().from(orders).where(eq(orders.userId, buyer!.user.id))).toEqual([]);
    for (const [index, { user }] of others.entries()) {
      expect(paid[index]).toMatchObject({ status: 'fulfilled', value: { state: 'paid', userId: user.id } });
      expect((await ledgerCheck(app, user.id)).balance).toBe(900);
    }
    vi.restoreAllMocks();
  });
});
