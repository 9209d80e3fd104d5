/**
 * The child of bench/load.ts: runs autocannon with the spec given as JSON in argv[2] and prints
 * the result as one JSON line on stdout.
 */
import autocannon from 'autocannon';
import { bookingCustomer, forwardedFor, type LoadSpec } from './load';

const spec = JSON.parse(process.argv[2]) as LoadSpec;
let n = 0;

// The modes replace the functions that cannot cross the process boundary (see LoadSpec.mode).
const setups: Record<NonNullable<LoadSpec['mode']>, autocannon.Request['setupRequest']> = {
  manyAddresses: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': forwardedFor(++n) } }),
  signInCrowd: (request) => {
    n++;
    return {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': forwardedFor(n) },
      body: JSON.stringify({ email: `crowd-${n}@example.com`, password: `wrong-password-${n}` }),
    };
  },
  newCustomers: (request) => {
    const number = spec.customers!.from + n++;
    return { ...request, headers: { ...request.headers, ...bookingCustomer(spec.customers!.seed, number), 'x-forwarded-for': forwardedFor(number) } };
  },
};

autocannon({
  url: spec.url,
  method: spec.method ?? 'GET',
  headers: spec.headers,
  body: spec.body,
  connections: spec.connections,
  duration: spec.duration,
  // autocannon ignores `Connection: close`: on a connection's 1,000th request through nginx (its
  // keepalive_requests) it sends the next one as nginx closes, and counts the reset as an error
  // (the production-shape table's rare error). Reconnecting first, as a browser would be told to.
  reconnectRate: 500,
  ...(spec.mode ? { requests: [{ setupRequest: setups[spec.mode] }] } : {}),
})
  .then((result) => process.stdout.write(`${JSON.stringify(spec.mode === 'newCustomers' ? { ...result, customersUsed: n } : result)}\n`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
