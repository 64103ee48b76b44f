import type { FastifyInstance } from 'fastify';
import { settingsPayloadSchema } from '../../shared/settings';
import { userContext } from '../books/request-context';
import { validate } from '../http/validate';
import { saveSettings, settingsView } from './service';

/** The user's settings (ours): the time zone their dates are reckoned in. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/settings', async (request) => settingsView(await userContext(request)));

  app.put('/api/settings', async (request) => {
    const ctx = await userContext(request);
    const input = validate(settingsPayloadSchema, request.body);
    return saveSettings(ctx, input);
  });
}
