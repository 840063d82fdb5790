import { showAdminLedgerTotals } from '@vce/contract/admin-ledger';
import type { FastifyInstance } from 'fastify';
import { readLedgerTotalsForConsole } from '../commerce/wallet/ledger-totals-service';
import { registerAdminCall } from './admin-calls';

/** 资金日报: the V券 and V粒 balances' daily totals, for finance. */
export function ledgerRoutes(app: FastifyInstance) {
  registerAdminCall(app, showAdminLedgerTotals, ({ body }) => readLedgerTotalsForConsole(app, body));
}
