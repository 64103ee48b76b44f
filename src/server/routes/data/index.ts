import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../auth/guard';
import { exportCsvZip, exportLedger } from '../../backup/export-files';
import { exportBackup } from '../../backup/export-json';
import { backupSchema, restoreBackup } from '../../backup/restore';
import { validate } from '../../http/validate';

// Your data out and back in (issue 13): GET /api/export?format=json|csv|ledger, POST /api/import/backup.

const exportQuerySchema = z.strictObject({
  format: z.enum(['json', 'csv', 'ledger'], { error: 'format must be json, csv or ledger' }).default('json'),
});

export const RESTORE_BODY_LIMIT = 50 * 1024 * 1024;

export async function dataRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/export', async (request, reply) => {
    const user = await requireUser(request);
    const { format } = validate(exportQuerySchema, request.query);
    const { database, clock } = request.server.deps;
    const now = clock();
    const stamp = now.toISOString().slice(0, 10);
    reply.header('cache-control', 'no-store');
    if (format === 'csv') {
      const zip = await exportCsvZip(database.db, user.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="networth-${stamp}.zip"`)
        .send(Buffer.from(zip));
    }
    if (format === 'ledger') {
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="networth-${stamp}.journal"`)
        .send(await exportLedger(database.db, user.id));
    }
    const backup = await exportBackup(database.db, user.id, now);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="networth-backup-${stamp}.json"`)
      .send(JSON.stringify(backup));
  });

  app.post('/api/import/backup', { bodyLimit: RESTORE_BODY_LIMIT }, async (request, reply) => {
    const user = await requireUser(request);
    const backup = validate(backupSchema, request.body);
    return reply.status(201).send(await restoreBackup(request.server.deps.database.db, user.id, backup));
  });
}
