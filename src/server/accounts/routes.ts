import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountInputSchema, journalQuerySchema, valuationInputSchema } from '../../shared/accounts';
import { balanceSeriesQuerySchema } from '../../shared/balance-series';
import { idParamsSchema } from '../../shared/ids';
import { registerQuerySchema } from '../../shared/register';
import { requireUser } from '../auth/guard';
import { ledgerRead } from '../books/cached-read';
import { currentLedgerContext, userContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import { balanceSeries } from './balance-series';
import { toAdjustmentDto } from './presenter';
import { accountRegister } from './register';
import { registerCursorKey } from './register-cursor';
import { balanceSheet, journalPage } from './reports';
import { findAccount, findAdjustments } from './repository';
import { addValuation, createAccount, deleteAccount, listAccounts, updateAccount } from './service';

/** The :id of the URL; anything that is not an id of ours is simply not found. */
function accountId(request: FastifyRequest): string {
  return readParams(idParamsSchema, request.params, () => notFound('Account not found')).id;
}

/** Routes for accounts, balance sheet, journal entries. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const cursorKey = registerCursorKey(app.deps.config.sessionSecret);

  app.get('/api/accounts', (request, reply) =>
    ledgerRead(request, reply, (ctx) => listAccounts(ctx.db, ctx.userId)),
  );

  app.post('/api/accounts', async (request, reply) => {
    const ctx = await userContext(request);
    const data = validate(accountInputSchema, request.body);
    return reply.status(201).send(await createAccount(ctx, data));
  });

  app.put('/api/accounts/:id', async (request) => {
    const ctx = await userContext(request);
    const id = accountId(request);
    const data = validate(accountInputSchema, request.body);
    return updateAccount(ctx, id, data);
  });

  app.delete('/api/accounts/:id', async (request, reply) => {
    const ctx = await userContext(request);
    await deleteAccount(ctx, accountId(request));
    return reply.status(204).send();
  });

  app.get('/api/accounts/:id/register', async (request) => {
    const ctx = await currentLedgerContext(request);
    const id = accountId(request);
    const query = validate(registerQuerySchema, request.query);
    return accountRegister(ctx.db, { key: cursorKey, userId: ctx.userId, accountId: id }, query);
  });

  // Kept per ledger version like the other ledger reads: an account page opened again costs nothing.
  app.get('/api/accounts/:id/balance-series', async (request, reply) => {
    await requireUser(request);
    const id = accountId(request);
    const query = validate(balanceSeriesQuerySchema, request.query);
    return ledgerRead(request, reply, (ctx) => balanceSeries(ctx, id, query));
  });

  app.get('/api/accounts/:id/adjustments', async (request) => {
    const ctx = await userContext(request);
    const id = accountId(request);
    if (!(await findAccount(ctx.db, ctx.userId, id))) throw notFound('Account not found');
    return (await findAdjustments(ctx.db, ctx.userId, id)).map(toAdjustmentDto);
  });

  app.get('/api/accounts/:id/valuations', async (request) => {
    const ctx = await userContext(request);
    const id = accountId(request);
    if (!(await findAccount(ctx.db, ctx.userId, id))) throw notFound('Account not found');
    return (await findAdjustments(ctx.db, ctx.userId, id, 'valuation')).map(toAdjustmentDto);
  });

  app.post('/api/accounts/:id/valuations', async (request, reply) => {
    const ctx = await userContext(request);
    const id = accountId(request);
    const input = validate(valuationInputSchema, request.body);
    return reply.status(201).send(await addValuation(ctx, id, input));
  });

  app.get('/api/balance-sheet', (request, reply) =>
    ledgerRead(request, reply, (ctx) => balanceSheet(ctx.db, ctx.userId, ctx.today, ctx.baseCurrency)),
  );

  app.get('/api/journal-entries', async (request, reply) => {
    await requireUser(request);
    const page = validate(journalQuerySchema, request.query);
    return ledgerRead(request, reply, (ctx) => journalPage(ctx.db, ctx.userId, page));
  });
}
