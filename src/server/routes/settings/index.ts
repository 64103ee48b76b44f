import type { FastifyInstance } from 'fastify';
import { settingsPayloadSchema } from '../../../shared/settings';
import { requireUser } from '../../auth/guard';
import { validate } from '../../http/validate';
import { settingsView, writeTimeZone } from '../../settings/time-zone';

/** The user's settings (ours): the time zone their dates are reckoned in. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/settings', async (request) => {
    const user = await requireUser(request);
    const { database, clock } = request.server.deps;
    return settingsView(database.db, user.id, clock);
  });

  app.put('/api/settings', async (request) => {
    const user = await requireUser(request);
    const input = validate(settingsPayloadSchema, request.body);
    const { database, clock } = request.server.deps;
    await writeTimeZone(database.db, user.id, input.timeZone, input.onlyIfUnset === true);
    return settingsView(database.db, user.id, clock);
  });
}
