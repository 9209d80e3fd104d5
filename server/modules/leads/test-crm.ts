/**
 * A local stand-in for the CRM in tests: records every request and answers as told
 * ('up' 200, 'down' 503). Never the internet.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCrm {
  url: string;
  mode: 'up' | 'down';
  /** Every request received, with the status it was answered. */
  requests: { body: Record<string, unknown>; idempotencyKey: string | undefined; status: number }[];
  /** Resolves when `n` requests were answered 200. */
  delivered(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeCrm(): Promise<FakeCrm> {
  const waiters: { n: number; resolve: () => void }[] = [];
  const crm: FakeCrm = {
    url: '',
    mode: 'up',
    requests: [],
    delivered: (n) =>
      new Promise<void>((resolve) => {
        waiters.push({ n, resolve });
        notify();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  function notify() {
    const ok = crm.requests.filter((r) => r.status === 200).length;
    for (const w of [...waiters]) if (ok >= w.n) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  }
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const status = crm.mode === 'up' ? 200 : 503;
      crm.requests.push({ body: JSON.parse(text || '{}'), idempotencyKey: req.headers['idempotency-key'] as string | undefined, status });
      res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ ok: status === 200 }));
      notify();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  crm.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  return crm;
}
