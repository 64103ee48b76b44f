import { z } from 'zod';
import type { RouteDocs } from '../http/route-doc';

const size = z.coerce
  .number({ message: 'must be a whole number from 1 to 2000' })
  .int('must be a whole number from 1 to 2000')
  .min(1, 'must be a whole number from 1 to 2000')
  .max(2000, 'must be a whole number from 1 to 2000');
export const placeholderParams = z.object({ w: size, h: size });

const up = z.enum(['up', 'down']);
const health = z.object({
  status: z.enum(['ok', 'error']),
  database: up,
  driver: z.enum(['pglite', 'postgres']),
});
const readiness = z.object({ status: z.enum(['ok', 'error']), database: up, redis: up.optional() });

const tag = 'Health';

/** The system routes (routes.ts), documented (decision 110). */
export const systemDocs = {
  'GET /api/health': {
    tag,
    summary: 'Health',
    description: 'Whether the database answers (kept for existing monitors; see /api/health/ready).',
    auth: 'none',
    responses: { 200: health, 503: health },
  },
  'GET /api/health/live': {
    tag,
    summary: 'Liveness',
    description: 'Answers while the process runs; it reads nothing.',
    auth: 'none',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  'GET /api/health/ready': {
    tag,
    summary: 'Readiness',
    description:
      'Answers 200 only when the database answers a query and, where REDIS_URL is set, Redis a PING.',
    auth: 'none',
    responses: { 200: readiness, 503: readiness },
  },
  'GET /api/placeholder/:w/:h': {
    tag: 'Other',
    summary: 'A placeholder image',
    auth: 'none',
    params: placeholderParams,
    responses: { 200: { description: 'An SVG of the asked size', content: { 'image/svg+xml': null } } },
  },
} satisfies RouteDocs;
