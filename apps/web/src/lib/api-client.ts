import { DEFAULT_UI_LANGUAGE, ERROR_TEXTS, isUiLanguage } from '@lisan/contract';
import { STORAGE_KEYS, readStorage } from './storage';
import { validationSentence } from './validation-message';

/**
 * The one HTTP client of the web app. Every call sends credentials; a failure becomes an
 * ApiError whose message is `<status>: <body text or status text>`, and a network failure reads
 * 'Network error. Please try again.'. Responses are typed with the contract's types and not parsed again here: the
 * server validates every response against the contract schema before sending it (ADR 7).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The `message` the server put in its JSON body, when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { code?: unknown };
      return typeof parsed.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }
}

export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor() {
    super(ERROR_TEXTS.network);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /** The 'return null' option (docs/rules.md, The public API): a 401 yields null instead of an error. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Called with the response headers of a successful call (e.g. to read X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
}

type TemporalScope = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The time zone the device is set to (an IANA name). Temporal answers in about a millisecond; building an
 * Intl.DateTimeFormat loads locale data first (120 to 220 ms with a phone's CPU emulated), which browsers without
 * Temporal still do.
 */
export function systemTimeZone(scope: TemporalScope = globalThis as TemporalScope): string {
  return scope.Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

let cachedTimeZone: string | undefined;
/** The learner's time zone, asked once and sent with every request as X-Time-Zone. */
export const browserTimeZone = (): string => (cachedTimeZone ??= systemTimeZone());

/**
 * Reads the time zone ahead of the first request. Where it goes through Intl, the page's first use of Intl loads
 * its locale data: done in a moment of its own, while the page waits for its code, it does not lengthen the task
 * that starts the page's queries right after hydration.
 */
export function readTimeZoneAhead(): void {
  browserTimeZone();
}

export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options?: RequestOptions,
): Promise<T>;
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T | null> {
  let response: Response;
  try {
    response = await (takeEarlyResponse(method, path) ?? fetch(path, requestInit(method, options)));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }

  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  options.onHeaders?.(response.headers);
  if (response.status === 204) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  const data: unknown = contentType.includes('application/json')
    ? await response.json()
    : await response.text();
  return data as T;
}

function interfaceLanguage(): string {
  const stored = readStorage(STORAGE_KEYS.language);
  return stored && isUiLanguage(stored) ? stored : DEFAULT_UI_LANGUAGE;
}

function requestInit(method: Method, options: RequestOptions): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The learner's time zone: statistics count "today" on their own calendar.
    'X-Time-Zone': browserTimeZone(),
    // The interface language: content texts (cues, notes, glosses) come back in it, English where missing.
    'Accept-Language': interfaceLanguage(),
    ...options.headers,
  };
  const token = readStorage(STORAGE_KEYS.authToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return init;
}

/**
 * A prerendered page may have asked for its first data while its HTML was still arriving (the start-up script,
 * src/prerender/boot.ts): the first GET of exactly that address takes that response instead of asking again.
 */
function takeEarlyResponse(method: Method, path: string): Promise<Response> | undefined {
  const early = window.lisanEarlyFetch;
  if (method !== 'GET' || !early || early.url !== path) return undefined;
  delete window.lisanEarlyFetch;
  return early.response;
}

export function apiGet<T = unknown>(
  path: string,
  options: Omit<RequestOptions, 'body'> & { on401: 'returnNull' },
): Promise<T | null>;
export function apiGet<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
export function apiGet<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T | null> {
  return apiRequest<T>('GET', path, options);
}

/** Message to show for a failed call: the server's own words when it sent some, else the fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) return validationSentence(error) ?? error.serverMessage ?? fallback;
  return fallback;
}
