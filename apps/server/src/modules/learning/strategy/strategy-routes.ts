import { strategyList } from '@vce/contract/learning-reports';
import { productNameOf } from '@vce/market-core/product-spec';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { teacherCard } from '../course-cards';
import { listStrategyNotes } from './strategy-store';

/** Strategy notes, a period's at a time. */
export function strategyRoutes(app: FastifyInstance) {
  registerCall(app, strategyList, async ({ body }) => {
    const { rows, total } = await listStrategyNotes(app.db, body);
    return {
      list: rows.map(({ note, author }) => ({
        id: note.id,
        symbol: note.symbol,
        name: productNameOf(note.symbol),
        period: note.period as 'daily' | 'weekly',
        trading_day: note.tradingDay,
        bias: note.bias as 'long' | 'short' | 'range',
        title: note.title,
        paragraphs: note.content.split('\n\n'),
        support: note.support,
        resistance: note.resistance,
        is_demo: note.isDemo,
        author: teacherCard(author),
      })),
      total,
    };
  });
}
