import type { FastifyInstance } from 'fastify';
import { isMonthKey } from '../../domain/planning/months';
import {
  FORECAST_MESSAGES,
  forecastQuerySchema,
  monthNoteInputSchema,
} from '../../shared/cash-flow-forecast';
import { currentLedgerContext } from '../books/request-context';
import { badRequest } from '../http/errors';
import { validate } from '../http/validate';
import * as service from './service';

/** The cash-flow forecast and the notes kept on its months (docs/product.md §6: cash_flow_projections). */
export async function forecastRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/cash-flow-projections', async (request) => {
    const ctx = await currentLedgerContext(request);
    const query = validate(forecastQuerySchema, request.query);
    return service.forecast(ctx, query);
  });

  app.put('/api/cash-flow-projections/:month', async (request) => {
    const ctx = await currentLedgerContext(request);
    const month = (request.params as { month?: unknown }).month;
    if (typeof month !== 'string' || !isMonthKey(month)) {
      throw badRequest(`month: ${FORECAST_MESSAGES.month}`, { month: FORECAST_MESSAGES.month });
    }
    const { notes } = validate(monthNoteInputSchema, request.body);
    return service.saveMonthNote(ctx, month, notes);
  });
}
