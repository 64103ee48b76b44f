import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../shared/ids';
import { TOTAL_COUNT_HEADER } from '../../shared/paging';
import { payeeQuerySchema } from '../../shared/payees';
import { transactionInputSchema, transactionListQuerySchema } from '../../shared/transactions';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import { currentLedgerContext, userContext } from '../ledger/request-context';
import * as service from './service';

/** The :id of the URL; anything that is not an id of ours is simply not found. */
function transactionId(params: unknown): string {
  return readParams(idParamsSchema, params, () => notFound('Transaction not found')).id;
}

/** Routes for transactions and the cash-flow summary. */
export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/transactions', async (request, reply) => {
    const ctx = await userContext(request);
    const data = validate(transactionInputSchema, request.body);
    return reply.status(201).send(await service.createTransaction(ctx, data));
  });

  app.get('/api/transactions', async (request, reply) => {
    const ctx = await currentLedgerContext(request);
    const query = validate(transactionListQuerySchema, request.query);
    // A search or filter answers { transactions, next } (decision 135); the plain list stays a list.
    if (query.mode === 'search') return service.searchTransactions(ctx.db, ctx.userId, query);
    const page = await service.listTransactions(ctx.db, ctx.userId, query);
    return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(page.rows);
  });

  app.get('/api/transactions/payees', async (request) => {
    const ctx = await currentLedgerContext(request);
    const { q } = validate(payeeQuerySchema, request.query);
    return service.listPayees(ctx.db, ctx.userId, q ?? '');
  });

  app.get('/api/transactions/:id', async (request) => {
    const ctx = await currentLedgerContext(request);
    return service.getTransaction(ctx.db, ctx.userId, transactionId(request.params));
  });

  app.put('/api/transactions/:id', async (request) => {
    const ctx = await userContext(request);
    const id = transactionId(request.params);
    const data = validate(transactionInputSchema, request.body);
    return service.updateTransaction(ctx, id, data);
  });

  app.delete('/api/transactions/:id', async (request, reply) => {
    const ctx = await userContext(request);
    await service.deleteTransaction(ctx, transactionId(request.params));
    return reply.status(204).send();
  });

  app.get('/api/cash-flow/summary', async (request) => {
    const ctx = await currentLedgerContext(request);
    return service.cashFlowSummary(ctx.db, ctx.userId, ctx.today);
  });
}
