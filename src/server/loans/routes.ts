import type { FastifyInstance } from 'fastify';
import { extraIdParamsSchema, idParamsSchema } from '../../shared/ids';
import { extraPaymentSchema, loanPayloadSchema, scheduleQuerySchema } from '../../shared/loans';
import { userContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import { getLoan, getSchedule, listLoans } from './current-views';
import { addExtraPayment, deleteExtraPayment, listExtraPayments } from './extras';
import { createLoan, deleteLoan, loanNotFound, updateLoan } from './service';

/** A malformed id names no loan of the user's: 404, like another user's id. */
function idOf(params: unknown): string {
  return readParams(idParamsSchema, params, loanNotFound).id;
}

/** Routes for loans, schedules, extra payments (docs/product.md §3, 7; PUT and the schedule are ours). */
export async function loanRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/loan', async (request, reply) => {
    const ctx = await userContext(request);
    const input = validate(loanPayloadSchema, request.body);
    return reply.status(201).send(await createLoan(ctx, input));
  });

  app.get('/api/loans', async (request) => listLoans(await userContext(request)));

  app.get('/api/loans/:id', async (request) => {
    const ctx = await userContext(request);
    return getLoan(ctx, idOf(request.params));
  });

  app.put('/api/loans/:id', async (request) => {
    const ctx = await userContext(request);
    const id = idOf(request.params);
    const input = validate(loanPayloadSchema, request.body);
    return updateLoan(ctx, id, input);
  });

  app.delete('/api/loans/:id', async (request, reply) => {
    const ctx = await userContext(request);
    await deleteLoan(ctx, idOf(request.params));
    return reply.status(204).send();
  });

  app.get('/api/loans/:id/schedule', async (request) => {
    const ctx = await userContext(request);
    const id = idOf(request.params);
    const query = validate(scheduleQuerySchema, request.query);
    return getSchedule(ctx, id, query);
  });

  app.get('/api/loans/:id/extra-payments', async (request) => {
    const ctx = await userContext(request);
    return listExtraPayments(ctx, idOf(request.params));
  });

  app.post('/api/loans/:id/extra-payments', async (request, reply) => {
    const ctx = await userContext(request);
    const id = idOf(request.params);
    const input = validate(extraPaymentSchema, request.body);
    return reply.status(201).send(await addExtraPayment(ctx, id, input));
  });

  app.delete('/api/loans/:id/extra-payments/:extraId', async (request, reply) => {
    const ctx = await userContext(request);
    const id = idOf(request.params);
    const { extraId } = readParams(extraIdParamsSchema, request.params, () =>
      notFound('Extra payment not found'),
    );
    await deleteExtraPayment(ctx, id, extraId);
    return reply.status(204).send();
  });
}
