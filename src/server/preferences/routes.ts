import type { FastifyInstance } from 'fastify';
import { preferencesInputSchema } from '../../shared/accounts';
import { requireUser } from '../auth/guard';
import { validate } from '../http/validate';
import { getPreferences, savePreferences } from './service';

/** GET/PUT /api/preferences: the user's display preferences, the spec's defaults until changed. */
export async function preferenceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/preferences', async (request) => {
    const user = await requireUser(request);
    return getPreferences(request.server.deps.database.db, user.id);
  });

  app.put('/api/preferences', async (request) => {
    const user = await requireUser(request);
    const changes = validate(preferencesInputSchema, request.body);
    return savePreferences(request.server.deps.database.db, user.id, changes);
  });
}
