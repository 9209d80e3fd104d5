/**
 * The one door to the API in the browser (SPEC section 7): every call resolves to
 * `{ success, data }` and never throws. `data` is the whole JSON body the server answered,
 * so SPEC's reads such as `data['tour_info/departures']` and `data.errors` work as written.
 * Booking calls carry the session's `token` and `email` as request headers.
 */
import { apiBaseUrl } from './site-config';

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

const NETWORK_ERROR = 'We could not reach our server. Please check your connection and try again.';

export async function request<T = Record<string, unknown>>(path: string, options: RequestOptions = {}): Promise<Result<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.session) {
    headers.token = options.session.token;
    headers.email = options.session.email;
  }
  try {
    const response = await fetch(`${apiBaseUrl()}${path.replace(/^\/+/, '')}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'omit',
    });
    let data: unknown = {};
    const text = await response.text();
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = { errors: [`Unexpected answer from the server (${response.status}).`] };
      }
    }
    const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const success = response.ok && body.success !== false;
    if (!success && !Array.isArray(body.errors)) body.errors = [`Request failed (${response.status}).`];
    return { success, data: body as T, status: response.status };
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return { success: false, data: { errors: ['Request cancelled.'] } as T, status: 0 };
    return { success: false, data: { errors: [NETWORK_ERROR] } as T, status: 0 };
  }
}

/** The server's messages for a failed call, one per line (SPEC section 8). */
export function errorsOf(result: Result<unknown>): string[] {
  const errors = (result.data as { errors?: unknown })?.errors;
  return Array.isArray(errors) ? errors.map(String) : [];
}
