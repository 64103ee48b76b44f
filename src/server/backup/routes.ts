import type { FastifyInstance } from 'fastify';
import { backupSchema, exportQuerySchema, RESTORE_BODY_LIMIT } from '../../shared/backup';
import { validate } from '../http/validate';
import { userContext } from '../ledger/request-context';
import { exportBackup, exportCsvZip, exportLedger, restoreBackup } from './service';

// Your data out and back in (issue 13): GET /api/export?format=json|csv|ledger, POST /api/import/backup.

export async function backupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/export', async (request, reply) => {
    const ctx = await userContext(request);
    const { format } = validate(exportQuerySchema, request.query);
    // The file is named for the day it was made, by the user's calendar (decision 038).
    const stamp = ctx.today;
    reply.header('cache-control', 'no-store');
    if (format === 'csv') {
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="networth-${stamp}.zip"`)
        .send(Buffer.from(await exportCsvZip(ctx)));
    }
    if (format === 'ledger') {
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="networth-${stamp}.journal"`)
        .send(await exportLedger(ctx));
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="networth-backup-${stamp}.json"`)
      .send(JSON.stringify(await exportBackup(ctx)));
  });

  app.post('/api/import/backup', { bodyLimit: RESTORE_BODY_LIMIT }, async (request, reply) => {
    const ctx = await userContext(request);
    const backup = validate(backupSchema, request.body);
    return reply.status(201).send(await restoreBackup(ctx, backup));
  });
}
