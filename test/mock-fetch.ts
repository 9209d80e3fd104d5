/**
 * A small stand-in for the API in component tests: `mockFetch({ 'GET users/me': ... })` answers
 * requests made through `src/lib/request.ts` (which only reads ok, status and text()).
 * Unknown requests answer 404. Returns the jest mock so tests can inspect calls.
 */
export type MockAnswer = { status?: number; body?: unknown } | ((init: RequestInit & { url: string }) => { status?: number; body?: unknown });

export function mockFetch(routes: Record<string, MockAnswer>) {
  const fn = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^.*?\/api\//, '');
    const key = Object.keys(routes).find((k) => {
      const [m, p] = k.split(' ');
      return m === method && (p === path || p === path.split('?')[0]);
    });
    const found = key ? routes[key] : { status: 404, body: { success: false, errors: ['Not found'] } };
    const answer = typeof found === 'function' ? found({ ...init, url }) : found;
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)) };
  });
  (globalThis as { fetch?: unknown }).fetch = fn;
  return fn;
}
