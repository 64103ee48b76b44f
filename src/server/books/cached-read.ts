import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireFullSession } from '../auth/guard';
import type { Database } from '../db/client';
import { isCurrent } from '../ledger/ledger-state';
import type { ServiceContext } from '../service-context';
import { bringLedgerCurrent } from './bring-current';
import { ledgerEtag, ReadCache } from './read-cache';
import { sessionContext } from './request-context';

// The fast path of a ledger read (decision 047): the session query also returns the user's ledger
// state, so when nothing is due the read costs that one query, and the answer comes from the cache
// (or as 304 Not Modified) while the ledger version it was made at is still the current one.

const caches = new WeakMap<Database, ReadCache>();

function cacheOf(database: Database): ReadCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new ReadCache();
    caches.set(database, cache);
  }
  return cache;
}

/**
 * Answers a GET that shows ledger figures. `compute` runs with the books current; its result is sent
 * as JSON, and kept for the next read at the same version.
 */
export async function ledgerRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (ctx: ServiceContext) => Promise<unknown>,
): Promise<FastifyReply> {
  const session = await requireFullSession(request);
  const ctx = sessionContext(request, session);
  const state = session.ledger;
  // Books current as read with the session: that version is the one the answer shows. Otherwise
  // the step posts what fell due (moving the version), and this answer is made fresh and not kept.
  const version = state && isCurrent(state.postedThrough, ctx.today) ? state.version : null;
  if (version === null) await bringLedgerCurrent(ctx, state ?? undefined);

  // Cache-Control stays no-store (docs/security.md R30): browsers keep nothing; the tag serves clients
  // that revalidate on their own, and the answer cache is on the server.
  reply.header('vary', 'cookie, authorization');
  reply.type('application/json; charset=utf-8');
  if (version === null) return reply.send(JSON.stringify(await compute(ctx)));

  // An answer may read the user's date (today's rates, a balance carried to today), and a new day
  // with nothing due keeps the version: the date is part of the tag and of the cache's key.
  const etag = ledgerEtag(ctx.userId, version, ctx.today);
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const cache = cacheOf(request.server.deps.database);
  const url = `${ctx.today} ${request.url}`;
  const cached = cache.get(ctx.userId, url, version);
  if (cached !== undefined) return reply.send(cached);
  const body = Buffer.from(JSON.stringify(await compute(ctx)));
  cache.set(ctx.userId, url, version, body);
  return reply.send(body);
}
