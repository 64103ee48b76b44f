import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// JSON bodies (docs/security.md R29, issue 27 item 5): 5,000 levels of nesting fit in 30 KB, and walking
// such a value (the prototype-pollution scan, the NUL check, the schemas) overflowed the stack: a
// 500 on every body route, signed out too. The depth is counted on the raw text first, without
// recursion, and a body nested deeper than any payload of ours is a 400 before anything walks it.

/** Deeper than any request of ours needs (a backup row's value is 5 levels down). */
export const MAX_JSON_DEPTH = 64;
const MESSAGE = `Nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Whether the JSON text opens more than `max` arrays or objects inside one another. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

function tooDeep(): AppError {
  return new AppError('validation', `body: ${MESSAGE}`, { body: MESSAGE });
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the depth check. */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}
