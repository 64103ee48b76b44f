import type { FastifyInstance } from 'fastify';
import { categoryInputSchema } from '../../shared/categories';
import { idParamsSchema } from '../../shared/ids';
import { userContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import * as service from './service';

/** The :id of the URL; anything that is not an id of ours is simply not found. */
function categoryId(params: unknown): string {
  return readParams(idParamsSchema, params, () => notFound('Category not found')).id;
}

/** Budget categories (docs/product.md §6): each backed by an income or expense account of the ledger. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/budget-categories', async (request) => {
    const ctx = await userContext(request);
    return service.listCategories(ctx.db, ctx.userId);
  });

  app.post('/api/budget-categories', async (request, reply) => {
    const ctx = await userContext(request);
    const data = validate(categoryInputSchema, request.body);
    return reply.status(201).send(await service.createCategory(ctx, data));
  });

  app.put('/api/budget-categories/:id', async (request) => {
    const ctx = await userContext(request);
    const id = categoryId(request.params);
    const data = validate(categoryInputSchema, request.body);
    return service.updateCategory(ctx, id, data);
  });

  app.delete('/api/budget-categories/:id', async (request, reply) => {
    const ctx = await userContext(request);
    await service.deleteCategory(ctx, categoryId(request.params));
    return reply.status(204).send();
  });
}
