import { msg } from '@vce/contract/messages';
import { type LedgerKind, ledgerTitles } from '@vce/contract/commerce-ledger';
import { payPasswordState, recharge, resetPayPassword, setPayPassword, walletLog } from '@vce/contract/commerce-wallet';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../../platform/calls';
import { AppError } from '../../../platform/errors';
import type { Db } from '../../../platform/db';
import { findUserMobile } from '../../account/account-service';
import { startPayment } from '../payment/checkout-service';
import type { OrderRow } from '../payment/order-store';
import { formatCents } from '@vce/contract/commerce-wallet';
import { formatMovement } from './money';
import * as payPassword from './pay-password-service';
import { creditBalance, debitBalance, listLedger, readBalance } from './wallet-store';

/** The wallet: pay password, recharge (V券 bought through the cash desk) and the bill of each currency. */
export function walletRoutes(app: FastifyInstance) {
  app.cashDesk.registerGoods('recharge', {
    // A recharge has no catalogue item: its amount is the buyer's, so the cash desk never sells one by id.
    describe: async () => null,
    grant: async (tx: Db, paid: OrderRow[]) => {
      for (const order of paid)
        await creditBalance(tx, {
          userId: order.userId,
          currency: 'vq',
          amount: order.amountCents,
          kind: 'recharge',
          orderId: order.id,
        });
    },
    // The V券 bought go back with the money; refused when they were spent.
    revoke: async (tx: Db, order: OrderRow) => {
      const left = await debitBalance(tx, {
        userId: order.userId,
        currency: 'vq',
        amount: order.amountCents,
        kind: 'refund',
        orderId: order.id,
      });
      if (left === null) throw AppError.reject('refundRechargeSpent');
    },
  });

  registerCall(app, payPasswordState, ({ userId }) => payPassword.readPayPasswordState({ app, userId }));
  registerCall(app, setPayPassword, async ({ body, userId }) => {
    const message = await payPassword.setPayPassword({
      app,
      userId,
      payPassword: body.pay_password,
      oldPayPassword: body.old_pay_password,
    });
    return new Answer(null, message);
  });
  registerCall(app, resetPayPassword, async ({ body, userId }) => {
    await payPassword.resetPayPassword({
      app,
      userId,
      userMobile: await findUserMobile(app.db, userId),
      mobile: body.mobile,
      code: body.captcha,
      payPassword: body.pay_password,
    });
    return new Answer(null, msg.payPasswordReset);
  });

  registerCall(app, recharge, ({ body, userId, request }) =>
    startPayment({
      app,
      request,
      userId,
      kind: 'recharge',
      itemId: 0,
      name: `V券充值 ${formatCents(body.amount)}`,
      amountCents: body.amount,
      payType: body.pay_type,
      returnPath: '/my/recharge',
    }),
  );

  registerCall(app, walletLog, async ({ body, userId }) => {
    const { rows, total } = await listLedger(app.db, { userId, ...body });
    const balance = await readBalance(app.db, { userId, currency: body.currency });
    const shown = (amount: number) => (body.currency === 'vq' ? formatCents(amount) : String(amount));
    return {
      total,
      balance: shown(balance),
      list: rows.map((row) => ({
        id: row.id,
        amount: formatMovement(row.amount, body.currency),
        balance_after: shown(row.balanceAfter),
        kind: row.kind as LedgerKind,
        title: row.itemName ?? row.note ?? ledgerTitles[row.kind as LedgerKind],
        order_id: row.orderNo,
        time: Math.floor(row.createdAt.getTime() / 1000),
      })),
    };
  });
}
