/**
 * The API as the site's tests see it: one msw server for every site test file (started in
 * `test/setup-site.ts`), answering the real request helper's calls. A test adds the answers it
 * needs with `server.use(...)`; they are removed after each test.
 */
import { setupServer } from 'msw/node';

const configured = process.env.GATSBY_API_URL;
if (!configured) throw new Error('GATSBY_API_URL is unset: the site tests set it in test/site-env.ts');
/** Where the site calls the API in tests. */
export const API_URL: string = configured;

/** The full address of an API path as SPEC section 7 writes it, e.g. `apiUrl('bookings/bookings')`. */
export function apiUrl(path: string): string {
  return `${API_URL}${path.replace(/^\/+/, '')}`;
}

export const server = setupServer();
