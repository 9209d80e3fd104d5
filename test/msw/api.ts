/**
 * The API's answers for one test, by SPEC section 7's `METHOD path`: `mockApi({ 'GET exchange_rate':
 * { body } })` answers those calls through msw, so the component under test goes through the real
 * request helper (axios, headers, result wrapping). A route may name its query
 * (`GET tour_info/departures?valid_departure=true`) or not (any query). Calls no route names get
 * the API's 404. Returns the calls as they arrived, to read their headers and bodies.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API_URL, server } from './server';

export interface ApiCall {
  method: string;
  /** The path after the API's address, without the query: `bookings/bookings/7`. */
  path: string;
  url: URL;
  headers: Headers;
  /** The JSON body sent, parsed (undefined when none). */
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  body?: JsonBodyType;
}

export type ApiRoute = ApiAnswer | ((call: ApiCall) => ApiAnswer);

const NOT_FOUND: ApiAnswer = { status: 404, body: { success: false, errors: ['Not found'] } };

export function mockApi(routes: Record<string, ApiRoute>): ApiCall[] {
  const calls: ApiCall[] = [];
  const basePath = new URL(API_URL).pathname;
  server.use(
    http.all(`${API_URL}*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call: ApiCall = { method: request.method, path: url.pathname.slice(basePath.length), url, headers: request.headers, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}${url.search}`] ?? routes[`${call.method} ${call.path}`] ?? NOT_FOUND;
      const answer = typeof route === 'function' ? route(call) : route;
      const init = { status: answer.status ?? 200 };
      return answer.body === undefined ? new HttpResponse(null, init) : HttpResponse.json(answer.body, init);
    }),
  );
  return calls;
}

/** The calls to one path (any method, any query). */
export function callsTo(calls: ApiCall[], path: string): ApiCall[] {
  return calls.filter((call) => call.path === path);
}
