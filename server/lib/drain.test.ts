import { spawn } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import healthRoutes from '../modules/health/routes';
import type { Database } from '../db/client';
import { drainConnections } from './drain';

/** A raw HTTP/1.1 connection, so the test decides when each connection is used and closed. */
class Connection {
  readonly socket: net.Socket;
  closed = false;
  private buffer = '';
  private waiting: (() => void) | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends one request and reads its answer: the status and the headers (lower-cased). */
  async request(method: string, path: string): Promise<{ status: number; headers: Record<string, string> }> {
    this.socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine, ...lines] = this.buffer.slice(0, end).split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        const length = Number(headers['content-length'] ?? 0);
        if (this.buffer.length >= end + 4 + length) {
          this.buffer = this.buffer.slice(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers };
        }
      }
      if (this.closed) throw new Error('connection closed before the answer');
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }
}

const KEEP_ALIVE_CLIENT = `
const http = require('node:http');
const port = Number(process.argv[1]);
const counts = { answered: 0, refused: 0, reset: 0 };
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
let stop = false;
process.on('message', () => { stop = true; process.send(counts, () => process.exit(0)); });
const post = () => new Promise((resolve) => {
  const request = http.request({ host: '127.0.0.1', port, path: '/x', method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (response) => {
    response.resume();
    response.on('end', () => { counts.answered++; resolve(); });
  });
  request.on('error', (error) => {
    if (error.code === 'ECONNREFUSED') counts.refused++;
    else counts.reset++;
    setTimeout(resolve, 1);
  });
  request.end('{}');
});
for (let i = 0; i < 8; i++) (async () => { while (!stop) await post(); })();
`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server has accepted `count` connections (at most 10 s). */
async function untilConnections(server: FastifyInstance, count: number): Promise<void> {
  const open = () => new Promise<number>((resolve, reject) => server.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
  const end = Date.now() + 10_000;
  while ((await open()) < count) {
    if (Date.now() > end) throw new Error(`the server accepted ${await open()} of ${count} connections`);
    await pause(5);
  }
}

// The health routes on a bare Fastify with a database that answers: what the drain touches.
let app: FastifyInstance;
let port: number;
beforeEach(async () => {
  app = Fastify();
  app.decorate('closing', false);
  app.decorate('database', { kind: 'pglite', ping: async () => true } as unknown as Database);
  app.decorate('redis', null);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterEach(() => app.close());

describe('drainConnections (SIGTERM)', () => {
  it('refuses new connections, answers on open ones as usual with Connection: close, and leaves idle ones for the client to close', async () => {
    const [busy, idle] = await Promise.all([Connection.open(port), Connection.open(port)]);
    expect((await busy.request('GET', '/api/ping')).status).toBe(200);
    expect((await idle.request('GET', '/api/ping')).status).toBe(200);

    let drained: boolean | undefined;
    const draining = drainConnections(app, 10_000).then((result) => (drained = result));

    await expect(Connection.open(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // A request on an open connection is served, not refused with 503 (a load balancer cannot
    // resend a POST), and the connection is closed after it.
    const served = await busy.request('GET', '/api/ping');
    expect(served.status).toBe(200);
    expect(served.headers.connection).toBe('close');
    await pause(50);
    expect(busy.closed).toBe(true);

    // The idle connection is not closed under the client, who may be sending on it right now.
    await pause(200);
    expect(idle.closed).toBe(false);
    expect(drained).toBeUndefined();
    const ready = await idle.request('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe('close');

    await draining;
    expect(drained).toBe(true);
  });

  it('stops listening at once, before any answer tells the client to open a new connection', async () => {
    void drainConnections(app, 10_000);
    // Synchronously: a connection opened after an answer with Connection: close is refused (the
    // balancer resends it), never left in the accept queue for the close to reset.
    expect(app.server.listening).toBe(false);
  });

  it('a client reopening a connection after each Connection: close is refused, never reset, through several drains', async () => {
    // Another process, like nginx: keep-alive POSTs on 8 connections, a new one when an answer
    // says Connection: close, counting answers, refusals (resent by nginx) and resets (a 502).
    const client = spawn(process.execPath, ['-e', KEEP_ALIVE_CLIENT, String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const counts = new Promise<Record<string, number>>((resolve) => client.once('message', (message) => resolve(message as Record<string, number>)));
    await app.close();
    for (let round = 0; round < 6; round++) {
      const server = Fastify();
      server.decorate('closing', false);
      server.post('/x', async () => ({ ok: true }));
      await server.listen({ port, host: '127.0.0.1' });
      // The client's 8 connections accepted first: one still in the kernel's queue when the
      // listening socket closes is reset whatever the drain does (a loaded machine took over 80 ms).
      await untilConnections(server, 8);
      await pause(80);
      await drainConnections(server, 5_000);
      await server.close();
    }
    client.send('stop');
    const { answered, refused, reset } = await counts;
    expect(answered).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(0);
    expect(reset).toBe(0);
  });

  it('gives up after its time, leaving the rest to app.close()', async () => {
    const idle = await Connection.open(port);
    expect((await idle.request('GET', '/api/ping')).status).toBe(200);
    expect(await drainConnections(app, 100)).toBe(false);
    expect(idle.closed).toBe(false);
    await app.close();
    await pause(50);
    expect(idle.closed).toBe(true);
  });
});
