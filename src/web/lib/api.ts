// The client side of the contract: every call includes credentials, and any non-OK answer becomes an
// error whose message is "<status>: <text>" (docs/product.md §8).

/** The server's error shape: a sentence, the fields at fault, and a reason a client can act on. */
interface ErrorBody {
  error?: string;
  fields?: Record<string, string>;
  code?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
  }

  /** The server's JSON error body, when it sent one. */
  get body(): ErrorBody | null {
    try {
      const parsed: unknown = JSON.parse(this.text);
      return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
    } catch {
      return null;
    }
  }

  /** The most useful sentence for a toast: the server's message, else the raw text. */
  get userMessage(): string {
    return this.body?.error ?? this.text;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the query key's parts joined by '/'. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
