/**
 * The API's answers for one test, through msw, so the component under test goes through the real
 * request helper (fetch, headers, result wrapping). Routes are keyed by SPEC section 7's
 * `METHOD path`; a key may name the query (`GET tour_info/departures?valid_departure=true`) or
 * not (any query). Calls no route names get a 404 saying so. Both helpers return the calls as
 * they arrived, to read their paths, bodies and session headers.
 * - `mockApi({ 'GET exchange_rate': { body } })`: answers as HTTP, a status and a JSON body.
 * - `fakeApi({ 'PUT bookings/bookings/41': () => ok({...}) })`: answers as the result the site
 *   should get (`ok`, `fail`, `unreachable`), for tests written against the helper's result.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Result } from '../../src/lib/request';
import { API_URL, server } from './server';

export interface ApiCall {
  method: string;
  /** The path after the API's address, with its query as the site wrote it: `bookings/bookings/41/swap?preview=true`. */
  path: string;
  url: URL;
  headers: Headers;
  /** The JSON body sent, parsed (undefined when none). */
  body: unknown;
  /** The session the call carried in its `token` and `email` headers. */
  session?: { token: string; email: string };
}

export interface ApiAnswer {
  status?: number;
  body?: JsonBodyType;
}

/** An answer that never arrives: the connection fails. */
export const NETWORK_FAILURE = 'network failure';

type Resolve<A> = (call: ApiCall) => A | typeof NETWORK_FAILURE | Promise<A | typeof NETWORK_FAILURE>;

const basePath = new URL(API_URL).pathname;

function callOf(request: Request, text: string): ApiCall {
  const url = new URL(request.url);
  const token = request.headers.get('token');
  return {
    method: request.method,
    path: `${url.pathname.slice(basePath.length)}${url.search}`,
    url,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
    session: token === null ? undefined : { token, email: request.headers.get('email') ?? '' },
  };
}

function routeOf<R>(routes: Record<string, R>, call: ApiCall): R | undefined {
  return routes[`${call.method} ${call.path}`] ?? routes[`${call.method} ${call.path.split('?')[0]}`];
}

function notFound(call: ApiCall): ApiAnswer {
  return { status: 404, body: { success: false, errors: [`No answer for ${call.method} ${call.path}`] } };
}

/** Answers every API call with `answer`, recording the calls. */
function answerApi(answer: Resolve<ApiAnswer>): ApiCall[] {
  const calls: ApiCall[] = [];
  server.use(
    http.all(`${API_URL}*`, async ({ request }) => {
      const call = callOf(request, await request.text());
      calls.push(call);
      const answered = await answer(call);
      if (answered === NETWORK_FAILURE) return HttpResponse.error();
      const init = { status: answered.status ?? 200 };
      return answered.body === undefined ? new HttpResponse(null, init) : HttpResponse.json(answered.body, init);
    }),
  );
  return calls;
}

export type ApiRoute = ApiAnswer | Resolve<ApiAnswer>;

export function mockApi(routes: Record<string, ApiRoute>): ApiCall[] {
  return answerApi((call) => {
    const route = routeOf(routes, call) ?? notFound(call);
    return typeof route === 'function' ? route(call) : route;
  });
}

/** What the site should get for a call: the helper's result, or `unreachable()`. */
export type FakeAnswer = Result<Record<string, unknown>> | typeof NETWORK_FAILURE;
export type Handler = (call: ApiCall) => FakeAnswer | Promise<FakeAnswer>;

export function fakeApi(routes: Record<string, Handler>): ApiCall[] {
  return answerApi(async (call) => {
    const handler = routeOf(routes, call);
    if (!handler) return notFound(call);
    const result = await handler(call);
    return result === NETWORK_FAILURE ? result : { status: result.status, body: result.data as JsonBodyType };
  });
}

export const ok = (data: Record<string, unknown>): Result<Record<string, unknown>> => ({ success: true, status: 200, data: { success: true, ...data } });
export const fail = (status: number, ...errors: string[]): Result<Record<string, unknown>> => ({ success: false, status, data: { success: false, errors } });
export const unreachable = (): typeof NETWORK_FAILURE => NETWORK_FAILURE;

/** The calls to one path, whatever their method and query. */
export function callsTo(calls: ApiCall[], path: string): ApiCall[] {
  return calls.filter((call) => call.path.split('?')[0] === path);
}
