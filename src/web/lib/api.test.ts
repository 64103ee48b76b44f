import { describe, expect, it } from 'vitest';
import { ApiError, throwIfResNotOk } from './api';

describe('throwIfResNotOk', () => {
  it('turns a non-OK answer into "<status>: <text>"', async () => {
    await expect(throwIfResNotOk(new Response('{"error":"Nope"}', { status: 400 }))).rejects.toThrow(
      '400: {"error":"Nope"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(throwIfResNotOk(new Response('', { status: 404, statusText: 'Not Found' }))).rejects.toThrow(
      '404: Not Found',
    );
  });

  it('passes OK answers', async () => {
    await expect(throwIfResNotOk(new Response('ok', { status: 200 }))).resolves.toBeUndefined();
  });

  it('exposes the JSON error message for toasts', () => {
    expect(new ApiError(400, '{"error":"Name is required","fields":{"name":"x"}}').userMessage).toBe(
      'Name is required',
    );
    expect(new ApiError(500, 'plain').userMessage).toBe('plain');
  });
});
