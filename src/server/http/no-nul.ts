import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// PostgreSQL text cannot hold a NUL character: a body string with one would fail at the database
// as a 500. It is bad input, refused before any handler runs, naming the field (found by the
// field-by-field fuzz test).

const MESSAGE = 'Text may not contain a NUL character';

/** The path of the first string holding a NUL, or null. */
function nulField(value: unknown, path = ''): string | null {
  // A body kept as bytes (a restore) is checked by its own contract, row by row.
  if (Buffer.isBuffer(value)) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulField(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulField(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function registerNoNul(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const field = nulField(request.body);
    if (field) throw new AppError('validation', `${field}: ${MESSAGE}`, { [field]: MESSAGE });
  });
}
