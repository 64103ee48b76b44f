import type { Database } from '../db/client';

// The app's own answers, not a user's data: whether the database answers, and the avatar placeholder.
// No SQL of its own: the health check pings through the database client.

export interface Health {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  driver: Database['driver'];
}

export async function checkHealth(database: Database): Promise<Health> {
  try {
    await database.ping();
    return { status: 'ok', database: 'up', driver: database.driver };
  } catch {
    return { status: 'error', database: 'down', driver: database.driver };
  }
}

/** A neutral SVG placeholder (the avatar asks for /api/placeholder/32/32). */
export function placeholderSvg(w: number, h: number): string {
  const r = Math.min(w, h) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="placeholder"><rect width="${w}" height="${h}" fill="#CBD5E1"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${r * 0.35}" fill="#94A3B8"/><ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${r * 0.7}" ry="${r * 0.45}" fill="#94A3B8"/></svg>`;
}
