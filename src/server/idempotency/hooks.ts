import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentSession } from '../auth/guard';
import { AppError } from '../http/errors';
import { type RouteDocs, routeDocOf } from '../http/route-doc';
import { claimKey, deleteOldKeys, findKey, type IdempotencyRow, releaseKey, storeAnswer } from './repository';

// Idempotency-Key on the POSTs that create something (decision 112). The first request with a key
// claims it (a row keyed by user and key: the database lets one request win), runs, and its answer is
// kept for 24 hours. A retry with the same key and the same request gets that answer again without
// running; with another request, 409. A retry that arrives while the first still runs waits for it.

export const KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** How long a duplicate waits for the first request's answer before a 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const HEADER = 'Idempotency-Key';

/** Statuses a retry could change (auth, conflicts, limits, failures): not kept, the key is let go. */
function keepsAnswer(status: number): boolean {
  return status < 400 || (status < 500 && ![401, 403, 408, 409, 429].includes(status));
}

/** The request's identity: method, URL and body, the body with its keys in order. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, canonical(request.body)]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    const message = 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is best)';
    throw new AppError('validation', message, { [HEADER]: message });
  }
  return value;
}

function replay(reply: FastifyReply, row: IdempotencyRow & { statusCode: number }): FastifyReply {
  reply.header('idempotent-replayed', 'true').status(row.statusCode);
  if (row.contentType) reply.type(row.contentType);
  return reply.send(row.responseBody ?? '');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerIdempotency(app: FastifyInstance, docs: RouteDocs): void {
  const held = new WeakMap<FastifyRequest, { userId: string; key: string }>();

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !routeDocOf(docs, request)?.idempotent) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const session = await currentSession(request);
    // Not signed in: the route answers 401 itself, and nothing is kept.
    if (session?.kind !== 'full') return;
    const { database, clock } = request.server.deps;
    const { db } = database;
    const userId = session.user.id;
    const hash = requestHash(request);
    const now = clock();
    await deleteOldKeys(db, userId, new Date(now.getTime() - KEY_LIFETIME_MS));
    const started = Date.now();
    for (;;) {
      if (await claimKey(db, { userId, key, requestHash: hash, now })) {
        held.set(request, { userId, key });
        return;
      }
      const row = await findKey(db, userId, key);
      // Gone between the two statements (the first request failed and let it go): claim again.
      if (!row && Date.now() - started < WAIT_FOR_FIRST_MS) continue;
      if (!row) throw new AppError('conflict', 'This Idempotency-Key is busy; retry it in a moment');
      if (row.requestHash !== hash) {
        throw new AppError('conflict', 'This Idempotency-Key was already used with a different request');
      }
      if (row.statusCode !== null) return replay(reply, { ...row, statusCode: row.statusCode });
      if (Date.now() - started >= WAIT_FOR_FIRST_MS) {
        throw new AppError(
          'conflict',
          'A request with this Idempotency-Key is still being processed; retry it in a moment',
        );
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const holder = held.get(request);
    if (!holder) return payload;
    held.delete(request);
    const { db } = request.server.deps.database;
    const status = reply.statusCode;
    if (!keepsAnswer(status)) {
      await releaseKey(db, holder.userId, holder.key);
      return payload;
    }
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const type = reply.getHeader('content-type');
    await storeAnswer(db, holder.userId, holder.key, {
      statusCode: status,
      contentType: typeof type === 'string' ? type : null,
      body,
    });
    return payload;
  });
}
