import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_BODY_LIMIT, importCommitSchema, importPreviewSchema } from '../../../shared/imports';
import { UUID_PATTERN } from '../../../shared/transactions';
import { requireUser } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { previewImport } from '../../imports/preview';
import { commitImport, type ImportContext, listAccountImports, undoImport } from '../../imports/service';

function idParam(request: FastifyRequest, what: string): string {
  const id = (request.params as { id?: unknown }).id;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw notFound(`${what} not found`);
  return id.toLowerCase();
}

async function context(request: FastifyRequest): Promise<ImportContext> {
  const user = await requireUser(request);
  const { database, clock } = request.server.deps;
  return { db: database.db, userId: user.id, now: clock() };
}

/** Bank-file import into an account: preview, commit, history and undo (issue 13). */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  // A 5 MB file travels as base64 inside JSON: these two routes take a larger body than the rest.
  app.post('/api/accounts/:id/imports/preview', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const ctx = await context(request);
    const accountId = idParam(request, 'Account');
    const input = validate(importPreviewSchema, request.body);
    return (await previewImport(ctx.db, ctx.userId, accountId, input)).preview;
  });

  app.post('/api/accounts/:id/imports', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    const ctx = await context(request);
    const accountId = idParam(request, 'Account');
    const { rows, ...file } = validate(importCommitSchema, request.body);
    return reply.status(201).send(await commitImport(ctx, accountId, file, rows));
  });

  app.get('/api/accounts/:id/imports', async (request) => {
    const ctx = await context(request);
    return listAccountImports(ctx.db, ctx.userId, idParam(request, 'Account'));
  });

  app.delete('/api/imports/:id', async (request, reply) => {
    const ctx = await context(request);
    await undoImport(ctx, idParam(request, 'Import'));
    return reply.status(204).send();
  });
}
