// A fetch replacement for tests: answers /backend/api calls from a handler table and records them.
import { vi } from 'vitest';

export type MockAnswer = { status?: number; body?: unknown };
export type MockHandler = (request: {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}) => MockAnswer | Promise<MockAnswer>;

export function mockApi(routes: Record<string, MockHandler | MockAnswer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/backend\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`] ?? routes[path];
    const answer =
      typeof route === 'function'
        ? await route({ method, path, url, body })
        : (route ?? { status: 404, body: { message: 'Nicht gefunden', code: 404, payload: {} } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const apiError = (status: number, message = 'Fehler', payload: Record<string, unknown> = {}): MockAnswer => ({
  status,
  body: { message, code: status, payload },
});
