/**
 * The embedded PGlite database on a worker thread of its own (pglite-worker.cjs), behind the three
 * methods Drizzle's PGlite driver calls: query, exec and transaction.
 *
 * Why: PGlite is PostgreSQL compiled to WebAssembly, and in the server's thread every statement
 * (PostgreSQL's work and PGlite's reading of its answer, 60-75 % of a staff route's CPU) held up
 * every other request, static pages included, and left the machine's second core idle. On its
 * own thread the database works while the server's thread routes, validates and answers.
 *
 * Values cross the threads by structured clone: rows of numbers, text, booleans, dates and
 * objects. Drizzle's parsers keep dates, timestamps and intervals as text; they travel as the
 * list of types to keep (`textTypes`), and any other parser is refused rather than dropped.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

type Request =
  | { op: 'query'; text: string; params?: unknown[]; options?: WireOptions; tx?: number; background?: true }
  | { op: 'exec'; text: string; options?: WireOptions; tx?: number; background?: true }
  | { op: 'begin'; tx: number; background?: true }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

interface WireOptions {
  rowMode?: 'array' | 'object';
  textTypes?: number[];
}

interface PlainError {
  message: string;
  name?: string;
  [key: string]: unknown;
}

/** What a transaction's callback gets: the same query and exec, inside BEGIN … COMMIT. */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

const WORKER_FILE = path.join(__dirname, 'pglite-worker.cjs');

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: its statements on an embedded PGlite give way to requests'
 * (pglite-worker.cjs says how; a statement waits at most `backgroundMaxWaitMs`). For what no
 * visitor waits for: the job worker's passes, vacuums. PostgreSQL schedules its connections itself:
 * there this changes nothing.
 */
export function runInBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Marks a statement outside a transaction, or a BEGIN, sent from background work. */
const lane = (): { background?: true } => (background.getStore() ? { background: true } : {});

export interface PgliteThreadOptions {
  /** The longest a background statement waits for requests' to finish (250 ms). */
  backgroundMaxWaitMs?: number;
}
const SAMPLE = '2026-01-02 03:04:05+00';

/** The parsers Drizzle passes, as the types whose text is kept; anything else cannot cross. */
const checkedParsers = new WeakMap<object, number[]>();
function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers } = options;
  if (!parsers) return { rowMode };
  let textTypes = checkedParsers.get(parsers);
  if (!textTypes) {
    textTypes = Object.entries(parsers).map(([oid, parse]) => {
      if (parse(SAMPLE, Number(oid)) !== SAMPLE) throw new Error(`Only parsers that keep the text can reach the database thread (type ${oid}).`);
      return Number(oid);
    });
    checkedParsers.set(parsers, textTypes);
  }
  return { rowMode, textTypes };
}

/** The worker's error as an Error again, with its fields (code, detail, constraint…) as before. */
function toError(plain: PlainError): Error {
  const { message, name, ...fields } = plain;
  const error = new Error(message);
  if (name) error.name = name;
  return Object.assign(error, fields);
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private lastId = 0;
  private lastTx = 0;
  private stopped: Error | null = null;
  private closing = false;
  private readonly lostListeners: ((error: Error) => void)[] = [];

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id: number; result?: unknown; error?: PlainError }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.error) waiting.reject(toError(message.error));
      else waiting.resolve(message.result);
    });
    const stop = (error: Error) => {
      const first = !this.stopped;
      this.stopped ??= error;
      for (const waiting of this.pending.values()) waiting.reject(this.stopped);
      this.pending.clear();
      if (first && !this.closing) for (const listener of this.lostListeners) listener(this.stopped);
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit code ${code}).`)));
    // Only a statement waiting for its answer keeps the process alive (a script that forgets
    // close() still exits; one awaiting a query does not exit before it).
    worker.unref();
  }

  /** Starts the thread and opens the database in `dataDir` ('memory://' for one in memory). */
  static create(dataDir: string, options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir, ...options } });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => {
        void worker.terminate();
        reject(error);
      };
      worker.once('error', failed);
      worker.once('message', (message: { ready?: boolean; failed?: PlainError }) => {
        worker.off('error', failed);
        if (message.ready) resolve(new PgliteThread(worker));
        else failed(toError(message.failed ?? { message: 'The embedded database did not start.' }));
      });
    });
  }

  private call<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.worker.postMessage({ id, ...request });
      } catch (error) {
        // A value that cannot be cloned (a function among the parameters): nothing was sent.
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        reject(error as Error);
      }
    });
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', text, params, options: wireOptions(options), ...lane() });
  }

  async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.call({ op: 'exec', text, options: wireOptions(options), ...lane() });
  }

  /**
   * BEGIN, the callback's statements, then COMMIT, or ROLLBACK if the callback throws (its error
   * is thrown on). PGlite holds other statements back until the transaction ends, as before.
   * BEGIN is not waited for: the callback's first statement follows it at once and waits on the
   * database's thread, so the transaction holds PGlite for one round trip less (a failed BEGIN
   * fails that statement, and is thrown).
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = ++this.lastTx;
    const begun = this.call<null>({ op: 'begin', tx, ...lane() });
    begun.catch(() => undefined); // awaited below, once the callback is done
    const handle: ThreadTransaction = {
      query: async (text, params, options) => this.call({ op: 'query', text, params, options: wireOptions(options), tx }),
      exec: async (text, options) => this.call({ op: 'exec', text, options: wireOptions(options), tx }),
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await begun.catch(() => undefined);
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await begun;
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /**
   * Calls `listener` once if the thread stops without close() (a WebAssembly abort, the worker
   * killed): every statement is refused from then on, and nothing in this process can start it again.
   */
  onLost(listener: (error: Error) => void): void {
    this.lostListeners.push(listener);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    this.closing = true;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
