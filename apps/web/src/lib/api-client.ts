// The one way the web app talks to /backend/api (spec part 1 §7): JSON in and out, same-origin
// cookies, and every non-OK answer becomes an ApiError carrying the server's error object.
import { onlineManager } from '@tanstack/react-query';
import type { ApiErrorBody } from '@baustellendoku/domain';
import { noteAnswer, noteNoAnswer } from './connection-loss';
import { takeEarlyAnswer } from './early-answers';

export const API_BASE = '/backend/api';

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, body: ApiErrorBody | null) {
    super(body?.message || statusText || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  get violations() {
    return this.body?.payload?.violations ?? [];
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The global 401 handler (spec §8: "Any query answered with 401 triggers a global handler"). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

/** Builds a query string; arrays become repeated `key[]=value` pairs (e.g. roles[]=foreman). */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type RequestOptions = {
  query?: Query;
  signal?: AbortSignal;
  /** The device's id of a field entry: the server books a repeat once (decision 0330). */
  idempotencyKey?: string;
};

export const OFFLINE_CHANGE_MESSAGE =
  'Keine Verbindung: Diese Änderung kann nur mit Verbindung gespeichert werden. Ohne Verbindung werden nur Erfassungen vor Ort (Material, Standorte, Anlieferungen, Einbau, Plattendruckversuche) auf dem Gerät gespeichert und später gesendet.';

/** Status 0: the request never reached the server. */
const offlineError = () => new ApiError(0, 'Offline', { message: OFFLINE_CHANGE_MESSAGE, code: 0, payload: {} });

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text);
  return text;
}

function asErrorBody(status: number, statusText: string, raw: unknown): ApiErrorBody {
  if (raw && typeof raw === 'object' && 'message' in raw) {
    const body = raw as Partial<ApiErrorBody>;
    return {
      message: String(body.message ?? statusText),
      code: Number(body.code ?? status),
      payload: body.payload ?? {},
    };
  }
  return { message: typeof raw === 'string' && raw ? raw : statusText, code: status, payload: {} };
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const isChange = method !== 'GET' && method !== 'HEAD';
  // Offline only the field entries are kept, by the outbox (decision 0390); any other change is
  // refused at once, with a reason.
  if (isChange && !onlineManager.isOnline()) throw offlineError();
  const url = `${path}${toQueryString(options.query)}`;
  // At startup the boot script may already have asked for this answer (decision 0420).
  const response = await answerOf(
    () =>
      (method === 'GET' && takeEarlyAnswer(url)) ||
      fetch(`${API_BASE}${url}`, {
        method,
        headers,
        body: hasBody ? JSON.stringify(body) : undefined,
        credentials: 'same-origin',
        signal: options.signal,
      }),
    isChange,
  );
  if (!response.ok) throw await errorOf(response);
  return (await parseBody(response).catch(() => null)) as T;
}

/**
 * The answer of a request, or none: then the app is offline from now on (lib/connection-loss.ts,
 * decision 0786). Reads keep the network error (their retries pause offline); a change says why it
 * failed. An abort is neither.
 */
async function answerOf(send: () => Promise<Response>, isChange: boolean): Promise<Response> {
  try {
    const response = await send();
    noteAnswer();
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    noteNoAnswer(`${API_BASE}/me`);
    if (isChange) throw offlineError();
    throw error;
  }
}

/** The ApiError of a non-OK answer (and the global 401 handler). */
async function errorOf(response: Response): Promise<ApiError> {
  const raw = await parseBody(response).catch(() => null);
  if (response.status === 401) unauthorizedHandler?.();
  return new ApiError(response.status, response.statusText, asErrorBody(response.status, response.statusText, raw));
}

/** A POST whose answer is a file (a generated PDF); errors arrive as JSON like everywhere else. */
export async function postForFile(path: string, body: unknown): Promise<{ blob: Blob; fileName: string | null }> {
  if (!onlineManager.isOnline()) throw offlineError();
  const response = await answerOf(
    () =>
      fetch(`${API_BASE}${path}`, {
        method: 'POST',
        headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      }),
    true,
  );
  if (!response.ok) throw await errorOf(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : null };
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};

/** A German sentence for any error, for toasts and error pages. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message || error.message;
  if (error instanceof Error) return error.message;
  return 'Ein unerwarteter Fehler ist aufgetreten';
}
