import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../http/validate';

const size = z.coerce
  .number({ message: 'must be a whole number from 1 to 2000' })
  .int('must be a whole number from 1 to 2000')
  .min(1, 'must be a whole number from 1 to 2000')
  .max(2000, 'must be a whole number from 1 to 2000');
const params = z.object({ w: size, h: size });

/** A neutral SVG placeholder (the avatar asks for /api/placeholder/32/32). */
export function placeholderSvg(w: number, h: number): string {
  const r = Math.min(w, h) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="placeholder"><rect width="${w}" height="${h}" fill="#CBD5E1"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${r * 0.35}" fill="#94A3B8"/><ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${r * 0.7}" ry="${r * 0.45}" fill="#94A3B8"/></svg>`;
}

export async function placeholderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/placeholder/:w/:h', async (request, reply) => {
    const { w, h } = validate(params, request.params);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(placeholderSvg(w, h));
  });
}
