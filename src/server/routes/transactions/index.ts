import type { FastifyInstance } from 'fastify';
import { transactionInputSchema, transactionListQuerySchema } from '../../../shared/transactions';
import { requireUser } from '../../auth/guard';
import { validate } from '../../http/validate';
import { loadUserToday } from '../../settings/time-zone';
import * as service from '../../transactions/service';

/** Routes for transactions, the cash-flow summary and the budget list. */
export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  app.post('/api/transactions', async (request, reply) => {
    const user = await requireUser(request);
    const data = validate(transactionInputSchema, request.body);
    return reply.status(201).send(await service.createTransaction(db(), user.id, data));
  });

  app.get('/api/transactions', async (request) => {
    const user = await requireUser(request);
    const query = validate(transactionListQuerySchema, request.query);
    return service.listTransactions(db(), user.id, query);
  });

  app.put<{ Params: { id: string } }>('/api/transactions/:id', async (request) => {
    const user = await requireUser(request);
    const data = validate(transactionInputSchema, request.body);
    return service.updateTransaction(db(), user.id, request.params.id, data);
  });

  app.delete<{ Params: { id: string } }>('/api/transactions/:id', async (request, reply) => {
    const user = await requireUser(request);
    await service.deleteTransaction(db(), user.id, request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/cash-flow/summary', async (request) => {
    const user = await requireUser(request);
    return service.cashFlowSummary(db(), user.id, await loadUserToday(db(), user.id, app.deps.clock));
  });

  app.get('/api/budgets', async (request) => {
    const user = await requireUser(request);
    return service.listBudgets(db(), user.id);
  });
}
