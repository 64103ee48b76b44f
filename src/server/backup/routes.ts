import type { FastifyInstance } from 'fastify';
import { exportQuerySchema, RESTORE_BODY_LIMIT, RESTORE_CAPS, RESTORES_PER_HOUR } from '../../shared/backup';
import { requireFreshConfirmation } from '../auth/fresh-confirmation';
import { enforce } from '../auth/limits';
import { createRateLimitStore } from '../auth/rate-limit';
import { userContext } from '../books/request-context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import { parseBackupOffThread } from './parse-off-thread';
import { exportBackup, exportCsvZip, exportLedger, restoreBackup } from './service';
import { validateBackup } from './validate-restore';

// Your data out and back in (issue 13): GET /api/export?format=json|csv|ledger, POST /api/import/backup.

export async function backupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/export', async (request, reply) => {
    // The whole book at once: only for a person who just proved it is them (decision 134).
    await requireFreshConfirmation(request);
    const { format } = validate(exportQuerySchema, request.query);
    const ctx = await userContext(request);
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

  // A restore's body is read as bytes and parsed off the event loop (parse-off-thread.ts).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  const limits = createRateLimitStore(app.deps.config.redisUrl);
  app.addHook('onClose', async () => {
    await limits.close();
  });

  app.post('/api/import/backup', { bodyLimit: RESTORE_BODY_LIMIT }, async (request, reply) => {
    const ctx = await userContext(request);
    await enforce(reply, limits, RESTORE_RULE, ctx.userId, ctx.now);
    if (!Buffer.isBuffer(request.body)) throw new AppError('validation', 'Request body must not be empty');
    const parsed = await parseBackupOffThread(request.body, RESTORE_CAPS);
    if (!parsed.ok) {
      throw new AppError('validation', `${parsed.field}: ${parsed.message}`, {
        [parsed.field]: parsed.message,
      });
    }
    const backup = await validateBackup(parsed.backup);
    try {
      return reply.status(201).send(await restoreBackup(ctx, backup));
    } catch (error) {
      // The cause (a database error, say) is for the log only: its text never reaches the person.
      if (error instanceof AppError && error.cause) request.log.warn({ err: error.cause }, 'restore refused');
      throw error;
    }
  });
}

/** Restores per user (docs/security.md R29: a costly request anyone signed in could repeat). */
const RESTORE_RULE = { name: 'restore-user', limit: RESTORES_PER_HOUR, windowMs: 60 * 60_000 };
