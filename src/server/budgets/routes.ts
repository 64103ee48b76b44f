import type { FastifyInstance } from 'fastify';
import { budgetCopyInputSchema, budgetInputSchema, budgetItemInputSchema } from '../../shared/budgets';
import { idParamsSchema, itemIdParamsSchema } from '../../shared/ids';
import { currentLedgerContext, userContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import * as service from './service';

/** Path ids that are not ids of ours are simply not found. */
const budgetId = (params: unknown) =>
  readParams(idParamsSchema, params, () => notFound('Budget not found')).id;
const itemId = (params: unknown) =>
  readParams(itemIdParamsSchema, params, () => notFound('Budget item not found')).itemId;

/** Budgets and their items (docs/product.md §6); a budget's actual amounts come from the ledger. */
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
