import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw/server';

// A call no test answered fails the test run loudly instead of reaching a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A first request in a file loads msw's handlers; on a busy two-core machine that alone
// can pass the library's 1 s default, so findBy/waitFor wait up to 4 s (a real failure still fails).
configure({ asyncUtilTimeout: 4000 });
