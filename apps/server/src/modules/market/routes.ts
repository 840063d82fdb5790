import { symbolList } from '@vce/contract/market';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import { cachedAnswer } from '../../platform/envelope';
import { listExchangesWithProducts } from './store';

export async function marketRoutes(app: FastifyInstance) {
  // The catalogue changes only with a release: read once, serialised once.
  const symbols = cachedAnswer(() => listExchangesWithProducts(app.db));
  registerCall(app, symbolList, symbols.get);
}
