import type { FastifyInstance } from 'fastify';
import { budgetCopyInputSchema, budgetInputSchema, budgetItemInputSchema } from '../../../shared/budgets';
import { UUID_PATTERN } from '../../../shared/transactions';
import * as service from '../../budgets/service';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { currentLedgerContext, userContext } from '../../ledger/request-context';

/** A path parameter that must be one of our ids; anything else is simply not found. */
function idParam(params: unknown, name: 'id' | 'itemId', what: string): string {
  const id = (params as Record<string, unknown>)[name];
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw notFound(`${what} not found`);
  return id.toLowerCase();
}
const budgetId = (params: unknown) => idParam(params, 'id', 'Budget');
const itemId = (params: unknown) => idParam(params, 'itemId', 'Budget item');

/** Budgets and their items (SPEC.md 6); a budget's actual amounts come from the ledger. */
export async function budgetRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/budgets', async (request) => service.listBudgets(await userContext(request)));

  app.post('/api/budgets', async (request, reply) => {
    const ctx = await currentLedgerContext(request);
    const data = validate(budgetInputSchema, request.body);
    return reply.status(201).send(await service.createBudget(ctx, data));
  });

  app.get('/api/budgets/:id', async (request) => {
    const ctx = await currentLedgerContext(request);
    return service.getBudget(ctx, budgetId(request.params));
  });

  app.put('/api/budgets/:id', async (request) => {
    const ctx = await currentLedgerContext(request);
    const id = budgetId(request.params);
    const data = validate(budgetInputSchema, request.body);
    return service.updateBudget(ctx, id, data);
  });

  app.delete('/api/budgets/:id', async (request, reply) => {
    const ctx = await userContext(request);
    await service.deleteBudget(ctx, budgetId(request.params));
    return reply.status(204).send();
  });

  app.post('/api/budgets/:id/copy', async (request, reply) => {
    const ctx = await currentLedgerContext(request);
    const id = budgetId(request.params);
    const { name } = validate(budgetCopyInputSchema, request.body ?? {});
    return reply.status(201).send(await service.copyBudget(ctx, id, name));
  });

  app.post('/api/budgets/:id/items', async (request, reply) => {
    const ctx = await currentLedgerContext(request);
    const id = budgetId(request.params);
    const item = validate(budgetItemInputSchema, request.body);
    return reply.status(201).send(await service.addItem(ctx, id, item));
  });

  app.put('/api/budgets/:id/items/:itemId', async (request) => {
    const ctx = await currentLedgerContext(request);
    const id = budgetId(request.params);
    const item = validate(budgetItemInputSchema, request.body);
    return service.updateItem(ctx, id, itemId(request.params), item);
  });

  app.delete('/api/budgets/:id/items/:itemId', async (request) => {
    const ctx = await currentLedgerContext(request);
    return service.deleteItem(ctx, budgetId(request.params), itemId(request.params));
  });
}
