import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { type JumpCommand, marketChannels } from './market-tick';
import { roundToTick } from '@vce/market-core/ticks';

const JumpRequest = z.object({
  symbol: z.string().describe('品种'),
  /** Beyond the widest daily limit (18 %) either way, so a limit move can be asked for. */
  percent: z.number().min(-50).max(100).describe('幅度'),
});

/**
 * News for the market simulator, for browser tests and testers on a development server: the product's
 * simulated spot jumps by `percent` at once, so its months trade there from the next tick (held
 * inside the day's limits) and the market monitor raises the alerts (异动) a real jump would. Asked
 * on the bus of whichever process runs the engine; the answer's spot is where the jump takes it.
 * Registered with the dev SMS outbox, so never in production (see docs/decisions.md "Market").
 */
export function registerDevMarketRoutes(app: FastifyInstance) {
  app.post('/api/dev/market/jump', { schema: { body: JumpRequest } }, async (request) => {
    const { symbol, percent } = request.body as z.infer<typeof JumpRequest>;
    const series = app.market.seriesOf(symbol);
    if (!series) throw AppError.reject('unknownSymbol');
    const command: JumpCommand = { symbol, percent };
    await app.bus.publish(marketChannels.jump, command);
    const { spot, spec } = series.book;
    return success({ symbol, spot: roundToTick(spot * (1 + percent / 100), spec.tick_size) });
  });
}
