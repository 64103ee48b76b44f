import type { FastifyInstance } from 'fastify';
import {
  exchangeRateImportSchema,
  exchangeRateInputSchema,
  exchangeRateQuerySchema,
  RATE_FILE_BODY_LIMIT,
} from '../../shared/exchange-rates';
import { TOTAL_COUNT_HEADER } from '../../shared/headers';
import { idParamsSchema } from '../../shared/ids';
import { userContext } from '../books/request-context';
import { notFound } from '../http/errors';
import { readParams } from '../http/params';
import { validate } from '../http/validate';
import * as service from './service';

/** Exchange rates (issue 24): list, add one, delete one, import a file of daily reference rates. */
export async function exchangeRateRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/exchange-rates', async (request, reply) => {
    const ctx = await userContext(request);
    const page = await service.listExchangeRates(ctx, validate(exchangeRateQuerySchema, request.query));
    return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(page.rows);
  });

  app.post('/api/exchange-rates', async (request, reply) => {
    const ctx = await userContext(request);
    const input = validate(exchangeRateInputSchema, request.body);
    return reply.status(201).send(await service.addExchangeRate(ctx, input));
  });

  app.delete('/api/exchange-rates/:id', async (request, reply) => {
    const ctx = await userContext(request);
    const { id } = readParams(idParamsSchema, request.params, () => notFound('Exchange rate not found'));
    await service.deleteExchangeRate(ctx, id);
    return reply.status(204).send();
  });

  // A 5 MB file travels as base64 inside JSON: this route takes a larger body than the rest.
  app.post('/api/exchange-rates/import', { bodyLimit: RATE_FILE_BODY_LIMIT }, async (request) => {
    const ctx = await userContext(request);
    return service.importExchangeRates(ctx, validate(exchangeRateImportSchema, request.body));
  });
}
