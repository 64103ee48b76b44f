import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../shared/ids';
import { changeQuerySchema, historyQuerySchema } from '../../shared/net-worth-history';
import { currentLedgerContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import * as service from './service';

/** Net Worth and account balances over time, from dated journal lines. */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/net-worth/history', async (request) => {
    const ctx = await currentLedgerContext(request);
    const query = validate(historyQuerySchema, request.query);
    return service.netWorthHistory(ctx, query);
  });

  app.get('/api/net-worth/change', async (request) => {
    const ctx = await currentLedgerContext(request);
    const query = validate(changeQuerySchema, request.query);
    return service.netWorthChange(ctx, query);
  });

  app.get('/api/accounts/:id/history', async (request) => {
    const ctx = await currentLedgerContext(request);
    const { id } = readParams(idParamsSchema, request.params, () => notFound('Account not found'));
    const query = validate(historyQuerySchema, request.query);
    return service.accountHistory(ctx, id, query);
  });
}
