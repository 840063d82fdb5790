import {
  draw,
  drawLog,
  prizeList,
  sign,
  signBaseInfo,
  signCalendar,
  type PrizeKind,
} from '@vce/contract/commerce-sign-in';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../../platform/calls';
import { drawOnce, readPrizeList } from './draw-service';
import { listDrawLog } from './draw-store';
import { readSignCalendar, readSignInfo, signIn } from './sign-in-service';

/** The daily sign-in, its calendar and rewards, and the lucky draw its chances are for (/luckDraw). */
export function signInRoutes(app: FastifyInstance) {
  registerCall(app, signBaseInfo, ({ userId }) => readSignInfo({ app, userId }));
  registerCall(app, sign, async ({ userId }) => {
    const { isNew, reward, info } = await signIn({ app, userId });
    return new Answer({ ...info, reward }, isNew ? msg.signSuccess : msg.signAlready);
  });
  registerCall(app, signCalendar, ({ userId, body }) => readSignCalendar({ app, userId, month: body.month }));
  registerCall(app, prizeList, () => readPrizeList(app));
  registerCall(app, draw, ({ userId }) => drawOnce({ app, userId }));
  registerCall(app, drawLog, async ({ userId, body }) => {
    const { rows, total } = await listDrawLog(app.db, { userId, ...body });
    return {
      total,
      list: rows.map((row) => ({
        id: row.id,
        prize_name: row.prizeName,
        kind: row.kind as PrizeKind,
        amount: row.amount,
        time: Math.floor(row.createdAt.getTime() / 1000),
      })),
    };
  });
}
