import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../shared/ids';
import { IMPORT_BODY_LIMIT, importCommitSchema, importPreviewSchema } from '../../shared/imports';
import { userContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import { previewImport } from './preview';
import { commitImport, listAccountImports, undoImport } from './service';

function idParam(request: FastifyRequest, what: string): string {
  return readParams(idParamsSchema, request.params, () => notFound(`${what} not found`)).id;
}

/** Bank-file import into an account: preview, commit, history and undo (issue 13). */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  // A 5 MB file travels as base64 inside JSON: these two routes take a larger body than the rest.
  app.post('/api/accounts/:id/imports/preview', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const ctx = await userContext(request);
    const accountId = idParam(request, 'Account');
    const input = validate(importPreviewSchema, request.body);
    return previewImport(ctx.db, ctx.userId, accountId, input, ctx.today);
  });

  app.post('/api/accounts/:id/imports', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    const ctx = await userContext(request);
    const accountId = idParam(request, 'Account');
    const { rows, ...file } = validate(importCommitSchema, request.body);
    return reply.status(201).send(await commitImport(ctx, accountId, file, rows));
  });

  app.get('/api/accounts/:id/imports', async (request) => {
    const ctx = await userContext(request);
    return listAccountImports(ctx.db, ctx.userId, idParam(request, 'Account'));
  });

  app.delete('/api/imports/:id', async (request, reply) => {
    const ctx = await userContext(request);
    await undoImport(ctx, idParam(request, 'Import'));
    return reply.status(204).send();
  });
}
