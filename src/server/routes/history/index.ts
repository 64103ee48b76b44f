import type { FastifyInstance } from 'fastify';
import { historyQuerySchema } from '../../../shared/net-worth-history';
import { UUID_PATTERN } from '../../../shared/transactions';
import * as service from '../../history/service';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { currentLedgerContext } from '../../ledger/request-context';

/** Net Worth and account balances over time, from dated journal lines. */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/net-worth/history', async (request) => {
    const ctx = await currentLedgerContext(request);
    const query = validate(historyQuerySchema, request.query);
    return service.netWorthHistory(ctx, query);
  });

  app.get('/api/accounts/:id/history', async (request) => {
    const ctx = await currentLedgerContext(request);
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw notFound('Account not found');
    const query = validate(historyQuerySchema, request.query);
    return service.accountHistory(ctx, id.toLowerCase(), query);
  });
}
