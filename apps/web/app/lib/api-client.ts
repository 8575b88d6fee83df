import type { ApiErrorBody } from '@alankar/shared/api-error';
import { langOfPath, type Lang } from '@alankar/shared/lang';

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

/**
 * What to say when the API could not say it itself (no answer, or not the shop's JSON), in the page's language. Kept
 * here rather than in the page's messages because calls are made outside React too; it is a handful of sentences.
 */
const FALLBACK = {
  en: {
    401: 'Please sign in and try again.',
    403: 'You are not allowed to do this.',
    404: 'We could not find that. It may have been removed.',
    429: 'Too many attempts. Please wait a minute and try again.',
    500: 'Something went wrong on our side. Please try again.',
    400: 'Please check your details and try again.',
    0: 'We could not reach the shop. Check your connection and try again.',
  },
  bn: {
    401: 'সাইন ইন করে আবার চেষ্টা করুন।',
    403: 'এটি করার অনুমতি আপনার নেই।',
    404: 'এটি খুঁজে পাওয়া যায়নি। হয়তো সরিয়ে ফেলা হয়েছে।',
    429: 'অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    500: 'আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    400: 'আপনার তথ্যগুলো দেখে আবার চেষ্টা করুন।',
    0: 'দোকানের সাথে যোগাযোগ করা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
} satisfies Record<Lang, Record<number, string>>;

function pageLang(): Lang {
  return langOfPath(window.location.pathname);
}

function fallback(status: 0 | 400 | 401 | 403 | 404 | 429 | 500): string {
  return FALLBACK[pageLang()][status];
}

function errorFrom(status: number, data: unknown): ApiError {
  const error = (data as Partial<ApiErrorBody> | null)?.error;
  if (error && typeof error.message === 'string') return new ApiError(status, error.code, error.message, error.fields);
  const known = status === 401 || status === 403 || status === 404 || status === 429 ? status : null;
  const message = fallback(known ?? (status >= 500 ? 500 : 400));
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
    throw new ApiError(0, 'network', fallback(0));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response.status, data);
  return data as T;
}
