import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  extraPaymentParams,
  extraPaymentSchema,
  loanIdParams,
  loanPayloadSchema,
  scheduleQuerySchema,
} from '../../../shared/loans';
import { requireUser } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { addExtraPayment, deleteExtraPayment, listExtraPayments } from '../../loans/extras';
import { getLoan, getSchedule, listLoans } from '../../loans/reads';
import { createLoan, deleteLoan, type LoanContext, loanNotFound, updateLoan } from '../../loans/service';
import { loadUserToday } from '../../settings/time-zone';

/** The signed-in user's loan context; "today" is the user's date in their time zone (decision 038). */
async function contextOf(request: FastifyRequest): Promise<LoanContext> {
  const user = await requireUser(request);
  const { database, clock } = request.server.deps;
  return { db: database.db, userId: user.id, today: await loadUserToday(database.db, user.id, clock) };
}

/** A malformed id names no loan of the user's: 404, like another user's id. */
function idOf(params: unknown): string {
  const parsed = loanIdParams.safeParse(params);
  if (!parsed.success) throw loanNotFound();
  return parsed.data.id;
}

/** Routes for loans, schedules, extra payments (SPEC.md 3, 7; PUT and the schedule are ours). */
export async function loanRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/loan', async (request, reply) => {
    const ctx = await contextOf(request);
    const input = validate(loanPayloadSchema, request.body);
    return reply.status(201).send(await createLoan(ctx, input));
  });

  app.get('/api/loans', async (request) => listLoans(await contextOf(request)));

  app.get('/api/loans/:id', async (request) => {
    const ctx = await contextOf(request);
    return getLoan(ctx, idOf(request.params));
  });

  app.put('/api/loans/:id', async (request) => {
    const ctx = await contextOf(request);
    const id = idOf(request.params);
    const input = validate(loanPayloadSchema, request.body);
    return updateLoan(ctx, id, input);
  });

  app.delete('/api/loans/:id', async (request, reply) => {
    const ctx = await contextOf(request);
    await deleteLoan(ctx, idOf(request.params));
    return reply.status(204).send();
  });

  app.get('/api/loans/:id/schedule', async (request) => {
    const ctx = await contextOf(request);
    const id = idOf(request.params);
    const query = validate(scheduleQuerySchema, request.query);
    return getSchedule(ctx, id, query);
  });

  app.get('/api/loans/:id/extra-payments', async (request) => {
    const ctx = await contextOf(request);
    return listExtraPayments(ctx, idOf(request.params));
  });

  app.post('/api/loans/:id/extra-payments', async (request, reply) => {
    const ctx = await contextOf(request);
    const id = idOf(request.params);
    const input = validate(extraPaymentSchema, request.body);
    return reply.status(201).send(await addExtraPayment(ctx, id, input));
  });

  app.delete('/api/loans/:id/extra-payments/:extraId', async (request, reply) => {
    const ctx = await contextOf(request);
    const parsed = extraPaymentParams.safeParse(request.params);
    if (!parsed.success)
      throw notFound(
        loanIdParams.safeParse(request.params).success ? 'Extra payment not found' : 'Loan not found',
      );
    await deleteExtraPayment(ctx, parsed.data.id, parsed.data.extraId);
    return reply.status(204).send();
  });
}
