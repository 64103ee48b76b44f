import type { FastifyInstance } from 'fastify';
import { preferencesInputSchema } from '../../shared/accounts';
import { userContext } from '../books/request-context';
import { validate } from '../http/validate';
import { getPreferences, savePreferences } from './service';

/** GET/PUT /api/preferences: the user's display preferences, the spec's defaults until changed. */
export async function preferenceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/preferences', async (request) => getPreferences(await userContext(request)));

  app.put('/api/preferences', async (request) => {
    const ctx = await userContext(request);
    const changes = validate(preferencesInputSchema, request.body);
    return savePreferences(ctx, changes);
  });
}
