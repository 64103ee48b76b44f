import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../shared/ids';
import {
  offerQuerySchema,
  ruleDraftSchema,
  ruleInputSchema,
  suggestionQuerySchema,
} from '../../shared/rules';
import { userContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import * as service from './service';

const idOf = (params: unknown, what: string) =>
  readParams(idParamsSchema, params, () => notFound(`${what} not found`)).id;

/** Categorization rules (issue 22): the list in order, preview, apply and undo, suggestion and offer. */
export async function ruleRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/rules', async (request) => {
    const ctx = await userContext(request);
    return service.listRules(ctx.db, ctx.userId);
  });

  app.post('/api/rules', async (request, reply) => {
    const ctx = await userContext(request);
    const data = validate(ruleInputSchema, request.body);
    return reply.status(201).send(await service.createRule(ctx, data));
  });

  app.put('/api/rules/:id', async (request) => {
    const ctx = await userContext(request);
    const id = idOf(request.params, 'Rule');
    return service.updateRule(ctx, id, validate(ruleInputSchema, request.body));
  });

  app.delete('/api/rules/:id', async (request, reply) => {
    const ctx = await userContext(request);
    await service.deleteRule(ctx, idOf(request.params, 'Rule'));
    return reply.status(204).send();
  });

  // A preview writes nothing; it is a POST because a rule's conditions do not fit a URL.
  app.post('/api/rules/preview', async (request) => {
    const ctx = await userContext(request);
    return service.previewRule(ctx.db, ctx.userId, validate(ruleDraftSchema, request.body));
  });

  app.post('/api/rules/:id/apply', async (request, reply) => {
    const ctx = await userContext(request);
    return reply.status(201).send(await service.applyRule(ctx, idOf(request.params, 'Rule')));
  });

  app.get('/api/rule-runs', async (request) => {
    const ctx = await userContext(request);
    return service.listRuns(ctx.db, ctx.userId);
  });

  app.delete('/api/rule-runs/:id', async (request) => {
    const ctx = await userContext(request);
    return service.undoRun(ctx, idOf(request.params, 'Rule run'));
  });

  app.get('/api/rules/suggestion', async (request) => {
    const ctx = await userContext(request);
    return service.suggest(ctx.db, ctx.userId, validate(suggestionQuerySchema, request.query));
  });

  app.get('/api/rules/offer', async (request) => {
    const ctx = await userContext(request);
    return service.offer(ctx.db, ctx.userId, validate(offerQuerySchema, request.query).transactionId);
  });
}
