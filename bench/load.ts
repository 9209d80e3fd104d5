/**
 * Load from another process. Run in the bench's own process, autocannon's client work (building,
 * sending and parsing tens of thousands of requests) took turns with the server under test on one
 * event loop, so every latency included the client's, and the sign-in crowd measured its own
 * generator. `runLoad(spec)` runs autocannon in a child Node process (bench/load-child.ts) and
 * returns its result; the server stays in the bench process, where the fixtures and pgbench's
 * statement recording need its database handle.
 *
 * A spec crosses the process boundary as JSON, so what used to be a `setupRequest` function is
 * a named mode here, carried out by the child.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /**
   * - `manyAddresses`: each request from its own address (X-Forwarded-For), for routes limited per address;
   * - `signInCrowd`: each request a wrong sign-in for its own email, from its own address;
   * - `newCustomers`: each request as a customer of its own (`bookingCustomer(customers.seed,
   *   customers.from + n)`), from its own address: bookings made under the product's per-account limits.
   */
  mode?: 'manyAddresses' | 'signInCrowd' | 'newCustomers';
  customers?: { seed: string; from: number };
}

/** The load's result, and with `newCustomers` how many customers it used. */
export type LoadResult = autocannon.Result & { customersUsed?: number };

/** The n-th customer of the creation load (bench/fixtures.ts `BookingCustomers` makes them): the headers of its session. */
export const bookingCustomer = (seed: string, n: number) => ({ token: `bench-booker-${seed}-${String(n).padStart(8, '0')}`, email: `booker-${seed}-${n}@example.nz` });

/** A distinct address in 10.0.0.0/8 for the n-th request. */
export const forwardedFor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

// tsx from this repository's node_modules, as `npm run` finds it, whatever the working directory.
const TSX = pathToFileURL(require.resolve('tsx')).href;
const CHILD = path.join(__dirname, 'load-child.ts');

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, CHILD, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      // The result is the last line: anything a dependency prints before it is not JSON.
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) return reject(new Error(`load child for ${spec.url} exited ${code}: ${out.slice(-500)}`));
      resolve(JSON.parse(last) as LoadResult);
    });
  });
}
