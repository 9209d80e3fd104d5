import '@testing-library/jest-dom';
import { server } from './msw/server';

// A call no test answered fails the test run loudly instead of reaching a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
