// One keep-alive HTTP client for the load benches: the same client drives the app and the bare
// node:http yardstick, so their figures compare.
import { Agent, request } from 'node:http';

export interface Answer {
  ms: number;
  status: number;
  text: string;
}

export function keepAlive(connections: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: connections });
}

/** One request; resolves with its status, body and time, whatever the status. */
export function call(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const url = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        agent,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Like call, but a status other than `expected` throws. */
export async function expect(
  expected: number,
  agent: Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const answer = await call(agent, base, method, path, headers, body);
  if (answer.status !== expected) {
    throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer;
}
