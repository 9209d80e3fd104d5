/**
 * The one door to the API in the browser (SPEC section 7): every call resolves to
 * `{ success, data }` and never throws. `data` is the whole JSON body the server answered,
 * so SPEC's reads such as `data['tour_info/departures']` and `data.errors` work as written.
 * Booking calls carry the session's `token` and `email` as request headers.
 *
 * The transport is the platform's fetch, without cookies (`credentials: 'omit'`), with a 30 s
 * limit that reads as a network failure. (axios, the design card's choice, was its transport for
 * a while and is gone: every page calls the API as it hydrates, so axios could not wait, and its
 * evaluation was a long task of 80–300 ms on a throttled phone on the home and tour pages, on
 * top of a fifth of the app bundle; README, "Removed packages".)
 */
import { apiBaseUrl } from './site-config';
import { dropEarly, takeEarly } from './early-requests';

export interface Result<T = Record<string, unknown>> {
  success: boolean;
  data: T;
  status: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  session?: { token: string; email: string } | null;
  signal?: AbortSignal;
}

/** How long a call may take before it counts as a network failure (payments included). */
export const REQUEST_TIMEOUT_MS = 30_000;

const NETWORK_ERROR = 'We could not reach our server. Please check your connection and try again.';
const CANCELLED = 'Request cancelled.';

function parseBody(text: unknown, status: number): Record<string, unknown> {
  if (typeof text !== 'string' || !text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return { errors: [`Unexpected answer from the server (${status}).`] };
  }
}

function failure<T>(message: string): Result<T> {
  return { success: false, data: { errors: [message] } as T, status: 0 };
}

function resultOf<T>(text: string, status: number, ok: boolean): Result<T> {
  const body = parseBody(text, status);
  const success = ok && body.success !== false;
  if (!success && !Array.isArray(body.errors)) body.errors = [`Request failed (${status}).`];
  return { success, data: body as T, status };
}

export async function request<T = Record<string, unknown>>(path: string, options: RequestOptions = {}): Promise<Result<T>> {
  // A path is always under the API's address, even one that looks absolute.
  const apiPath = path.replace(/^\/+/, '');
  // A read the page's head script started before the scripts arrived (early-requests.ts).
  const read = (options.method ?? 'GET') === 'GET';
  if (!read) dropEarly();
  const early = options.session && read && !options.signal?.aborted ? takeEarly(apiPath, options.session.token) : null;
  const answer = early && (await early);
  if (answer) return resultOf<T>(answer.text, answer.status, answer.ok);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.session) {
    headers.token = options.session.token;
    headers.email = options.session.email;
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => timeout.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    if (options.signal?.aborted) return failure<T>(CANCELLED);
    const response = await fetch(`${apiBaseUrl()}${apiPath}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: timeout.signal,
      credentials: 'omit',
    });
    return resultOf<T>(await response.text(), response.status, response.ok);
  } catch {
    // The caller's abort is a cancellation; a timeout reads as the network failure it is to a visitor.
    return failure<T>(options.signal?.aborted ? CANCELLED : NETWORK_ERROR);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** The server's messages for a failed call, one per line (SPEC section 8). */
export function errorsOf(result: Result<unknown>): string[] {
  const errors = (result.data as { errors?: unknown })?.errors;
  return Array.isArray(errors) ? errors.map(String) : [];
}
