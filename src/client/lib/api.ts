import { takeEarlyMe } from './early-me';

/**
 * Tiny typed fetch helpers for our same-origin JSON API.
 * Every non-2xx answer becomes an ApiError carrying the HTTP status, a machine code and a message
 * a person can read. Our own routes answer `{ error: { code, message } }`; the auth endpoints answer
 * `{ code, message }`; anything else (HTML from a proxy, plain text) falls back to a generic message.
 */

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's id for the failed request (its log lines carry it), when it gave one. */
  readonly requestId?: string;

  constructor(status: number, code: string, message: string, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

function errorFromBody(status: number, body: unknown, headerId: string | null): ApiError {
  const source = isObject(body) && isObject(body.error) ? body.error : body;
  const code = (isObject(source) && text(source.code)) || `http_${status}`;
  const message = (isObject(source) && text(source.message)) || UNEXPECTED_ERROR_MESSAGE;
  const requestId = (isObject(body) && text(body.requestId)) || headerId || undefined;
  return new ApiError(status, code, message, requestId);
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text().catch(() => '');
  if (raw === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  // A short plain-text answer (e.g. a rate limiter's) is still worth showing; HTML never is.
  if (type.startsWith('text/plain') && raw.length <= 300) return { message: raw.trim() };
  return undefined;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    // The page may have asked for the session already, before the app loaded (early-session.ts).
    const early = method === 'GET' && path === '/api/me' && !options.signal ? takeEarlyMe() : undefined;
    response = await (early ??
      fetch(path, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal: options.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', UNEXPECTED_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) throw errorFromBody(response.status, data, response.headers.get('x-request-id'));
  return data as T;
}

export const apiGet = <T>(path: string, options?: RequestOptions) =>
  request<T>('GET', path, undefined, options);
export const apiPost = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('POST', path, body, options);
export const apiPut = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('PUT', path, body, options);
export const apiPatch = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('PATCH', path, body, options);
export const apiDelete = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('DELETE', path, body, options);
