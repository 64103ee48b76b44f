import type { FastifyInstance } from 'fastify';
import { CHANGE_ID_HEADER, TOTAL_COUNT_HEADER } from '../../shared/headers';
import { idParamsSchema } from '../../shared/ids';
import { payeeQuerySchema } from '../../shared/payees';
import {
  BULK_BODY_LIMIT,
  bulkRequestSchema,
  clearedRequestSchema,
  confirmQuerySchema,
  reconcileRequestSchema,
  restoreRequestSchema,
  searchFilterSchema,
} from '../../shared/transaction-changes';
import { transactionInputSchema, transactionListQuerySchema } from '../../shared/transactions';
import { currentLedgerContext, userContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import { bulkChange, undoChange } from './changes';
import { reconcileAccount } from './reconcile';
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
    if (query.mode === 'search') return service.searchTransactions(ctx.db, ctx.userId, query, ctx.today);
    const page = await service.listTransactions(ctx.db, ctx.userId, query, ctx.today);
    return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(page.rows);
  });

  app.get('/api/transactions/payees', async (request) => {
    const ctx = await currentLedgerContext(request);
    const { q } = validate(payeeQuerySchema, request.query);
    return service.listPayees(ctx.db, ctx.userId, q ?? '');
  });

  app.get('/api/transactions/count', async (request) => {
    const ctx = await currentLedgerContext(request);
    const query = validate(searchFilterSchema, request.query);
    return service.countTransactions(ctx.db, ctx.userId, query, ctx.today);
  });

  app.get('/api/transactions/:id', async (request) => {
    const ctx = await currentLedgerContext(request);
    return service.getTransaction(ctx.db, ctx.userId, transactionId(request.params), ctx.today);
  });

  app.put('/api/transactions/:id', async (request) => {
    const ctx = await userContext(request);
    const id = transactionId(request.params);
    const data = validate(transactionInputSchema, request.body);
    const query = validate(confirmQuerySchema, request.query);
    return service.updateTransaction(ctx, id, {
      ...data,
      ...(query.confirmReconciled ? { confirmReconciled: true } : {}),
    });
  });

  app.patch('/api/transactions/:id/cleared', async (request) => {
    const ctx = await userContext(request);
    const id = transactionId(request.params);
    const data = validate(clearedRequestSchema, request.body);
    return service.setCleared(ctx, id, data.cleared, data.confirmReconciled === true);
  });

  // Answers 204 with the id of the change that undoes it in a header (decision 139).
  app.delete('/api/transactions/:id', async (request, reply) => {
    const ctx = await userContext(request);
    const id = transactionId(request.params);
    const query = validate(confirmQuerySchema, request.query);
    const changeId = await service.deleteTransaction(ctx, id, query.confirmReconciled);
    return reply.header(CHANGE_ID_HEADER, changeId).status(204).send();
  });

  app.post('/api/transactions/bulk', { bodyLimit: BULK_BODY_LIMIT }, async (request) => {
    const ctx = await userContext(request);
    return bulkChange(ctx, validate(bulkRequestSchema, request.body));
  });

  app.post('/api/transactions/restore', async (request) => {
    const ctx = await userContext(request);
    return undoChange(ctx, validate(restoreRequestSchema, request.body).changeId);
  });

  app.post('/api/accounts/:id/reconcile', async (request) => {
    const ctx = await userContext(request);
    const accountId = readParams(idParamsSchema, request.params, () => notFound('Account not found')).id;
    return reconcileAccount(ctx, accountId, validate(reconcileRequestSchema, request.body));
  });

  app.get('/api/cash-flow/summary', async (request) => {
    const ctx = await currentLedgerContext(request);
    return service.cashFlowSummary(ctx.db, ctx.userId, ctx.today);
  });
}
