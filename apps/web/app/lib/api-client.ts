import type { ApiErrorBody } from '@alankar/shared/api-error';
import { langOfPath, type Lang } from '@alankar/shared/lang';
import type { Words } from '~/words/words';

type ApiErrorCode = ApiErrorBody['error']['code'] | 'network';

/** Any failed call to the shop's API, in one shape: what went wrong in words, and per-field messages for forms. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type FailureWords = Words['common']['failures'];

let failureWords: FailureWords | undefined;

/**
 * The words for a failure the shop could not word itself (no answer, or not the shop's JSON), in the page's language:
 * the root layout hands them over as it renders, before any call can be made.
 */
export function useApiFailureWords(words: FailureWords): void {
  failureWords = words;
}

function pageLang(): Lang {
  return langOfPath(window.location.pathname);
}

function fallback(kind: keyof FailureWords, status: number): string {
  return failureWords?.[kind] ?? `The shop answered ${status}.`;
}

const FAILURE_OF_STATUS: Record<number, keyof FailureWords> = { 401: 'signIn', 403: 'forbidden', 404: 'notFound', 429: 'tooMany' };

function errorFrom(status: number, data: unknown): ApiError {
  const error = (data as Partial<ApiErrorBody> | null)?.error;
  if (error && typeof error.message === 'string') return new ApiError(status, error.code, error.message, error.fields);
  const message = fallback(FAILURE_OF_STATUS[status] ?? (status >= 500 ? 'server' : 'invalid'), status);
  const code = status >= 500 ? 'internal' : status === 429 ? 'too_many_requests' : 'invalid';
  return new ApiError(status, code, message);
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls `/api{path}` and resolves with the JSON answer, or rejects with an `ApiError` — for any error answer,
 * an answer that isn't JSON, or no answer at all. Every form and dashboard screen goes through here.
 */
export async function api<T>(path: string, { method = 'GET', body, headers, signal }: ApiRequest = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      // A form (a file upload) goes as multipart, with the boundary the browser picks; anything else as JSON.
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        // The API writes its messages (a field's error, a piece that sold out) in the page's language.
        'accept-language': pageLang(),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network', fallback('network', 0));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response.status, data);
  return data as T;
}
