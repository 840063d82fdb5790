import { symbolList } from '@vce/contract/market';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import { Preserialized } from '../../platform/envelope';
import { listExchangesWithProducts } from './store';

export async function marketRoutes(app: FastifyInstance) {
  // The catalogue changes only with a release: read once, serialised once.
  let symbols: Promise<Preserialized> | null = null;
  registerCall(app, symbolList, () => {
    symbols ??= listExchangesWithProducts(app.db).then(Preserialized.of);
    return symbols;
  });
}
