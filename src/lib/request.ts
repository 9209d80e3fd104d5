/**
 * The one door to the API in the browser (SPEC section 7): every call resolves to
 * `{ success, data }` and never throws. `data` is the whole JSON body the server answered,
 * so SPEC's reads such as `data['tour_info/departures']` and `data.errors` work as written.
 * Booking calls carry the session's `token` and `email` as request headers.
 *
 * The transport is one axios instance on its fetch adapter, chosen over the XHR adapter because
 * fetch can omit cookies on same-origin calls (XHR always sends them), so the API sees exactly
 * what it saw before axios: no cookies, no XSRF header, no axios User-Agent. axios arrives with
 * the first call rather than with the page: it is a fifth of the app bundle, and no page needs it
 * before it has painted and hydrated.
 */
import type { AxiosInstance } from 'axios';
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

/** How long a call may take before it counts as a network failure (payments included). */
export const REQUEST_TIMEOUT_MS = 30_000;

const NETWORK_ERROR = 'We could not reach our server. Please check your connection and try again.';
const CANCELLED = 'Request cancelled.';

let transport: Promise<AxiosInstance> | undefined;

/** The one axios instance, created on first use; a failed download is tried again next call. */
function http(): Promise<AxiosInstance> {
  transport ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    ({ default: axios }) =>
      axios.create({
        adapter: 'fetch',
        baseURL: apiBaseUrl(),
        // A path is always under the API's address, even one that looks absolute.
        allowAbsoluteUrls: false,
        timeout: REQUEST_TIMEOUT_MS,
        withCredentials: false,
        withXSRFToken: false,
        // The body is read as text and parsed here; every status resolves and is judged below.
        responseType: 'text',
        transformRequest: [],
        transformResponse: [],
        validateStatus: () => true,
        // `false` keeps axios's own User-Agent off the wire (it would need CORS approval cross-origin).
        headers: { common: { Accept: 'application/json', 'User-Agent': false } },
      }),
    (error: unknown) => {
      transport = undefined;
      throw error;
    },
  );
  return transport;
}

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

export async function request<T = Record<string, unknown>>(path: string, options: RequestOptions = {}): Promise<Result<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.session) {
    headers.token = options.session.token;
    headers.email = options.session.email;
  }
  try {
    const response = await (await http()).request<string>({
      url: path.replace(/^\/+/, ''),
      method: options.method ?? 'GET',
      headers,
      data: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    const body = parseBody(response.data, response.status);
    const ok = response.status >= 200 && response.status < 300;
    const success = ok && body.success !== false;
    if (!success && !Array.isArray(body.errors)) body.errors = [`Request failed (${response.status}).`];
    return { success, data: body as T, status: response.status };
  } catch (error) {
    // The caller's abort is a cancellation; a timeout reads as the network failure it is to a visitor.
    const code = (error as { code?: unknown; name?: unknown } | null)?.code;
    if (code === 'ERR_CANCELED' || (error as Error)?.name === 'AbortError') return failure<T>(CANCELLED);
    return failure<T>(NETWORK_ERROR);
  }
}

/** The server's messages for a failed call, one per line (SPEC section 8). */
export function errorsOf(result: Result<unknown>): string[] {
  const errors = (result.data as { errors?: unknown })?.errors;
  return Array.isArray(errors) ? errors.map(String) : [];
}
