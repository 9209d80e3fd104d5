'use strict';
/**
 * The embedded PGlite database on a thread of its own (see pglite-thread.ts, which starts it and
 * speaks this protocol). Plain CommonJS: a worker thread is not compiled by tsx or Jest.
 *
 * In:  { id, op: 'query' | 'exec', text, params?, options?: { rowMode?, textTypes? }, tx?, background? }
 *      { id, op: 'begin', tx, background? }     -> { id, result: null } once inside BEGIN
 *      { id, op: 'end', tx, commit }            -> { id, result: null } after COMMIT or ROLLBACK
 *      `background`: work no request waits for, which gives way to requests (below).
 *      The sender numbers its transactions and sends their statements without waiting for
 *      BEGIN's answer: they wait here until PGlite is inside it, so the transaction does not
 *      hold the database across a round trip to the server's thread for BEGIN.
 *      { id, op: 'close' }
 * Out: { id, result } or { id, error }; first of all { ready: true } or { failed: error }.
 */
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

/** Drizzle keeps dates, timestamps and intervals as PostgreSQL's text: these types' values stay text. */
const keepText = (value) => value;
function queryOptions(options) {
  if (!options) return undefined;
  const out = {};
  if (options.rowMode) out.rowMode = options.rowMode;
  if (options.textTypes) out.parsers = Object.fromEntries(options.textTypes.map((oid) => [oid, keepText]));
  return out;
}

/** A database error as plain data (its code, detail, constraint…); functions and objects stay behind. */
function plainError(error) {
  const out = { message: error instanceof Error ? error.message : String(error), name: error instanceof Error ? error.name : 'Error' };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

const reply = (id, result) => {
  try {
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
};
const fail = (id, error) => parentPort.postMessage({ id, error: plainError(error) });

/** A promise with the functions that settle it. */
function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Open transactions by the sender's id. Each entry:
 * - `inside` settles with PGlite's transaction once BEGIN has run (or with BEGIN's error); the
 *   transaction's statements and its end wait for it, so they may be sent before BEGIN's answer;
 * - `finish` is settled by the end message: resolved to COMMIT, rejected to ROLLBACK;
 * - `state`: 'beginning', 'open', 'committing' or 'rolling back'; `endId`, the end message's id.
 */
const open = new Map();

async function runner(message) {
  if (message.tx === undefined) return pg;
  const entry = open.get(message.tx);
  if (!entry) throw new Error('The transaction is already over.');
  return entry.inside.promise;
}

/** Opens the sender's transaction `txId` when BEGIN arrives: its statements may follow before it starts. */
function register(id, txId) {
  if (open.has(txId)) {
    fail(id, new Error('The transaction is already open.'));
    return false;
  }
  const entry = { inside: deferred(), finish: deferred(), state: 'beginning', endId: null };
  // A statement sent before BEGIN's answer fails with BEGIN, not as an unhandled rejection here.
  entry.inside.promise.catch(() => undefined);
  open.set(txId, entry);
  return true;
}

/** Runs the registered transaction `txId` in PGlite; settles once it has ended and been answered. */
function begin(id, txId) {
  const entry = open.get(txId);
  return pg
    .transaction((tx) => {
      entry.state = 'open';
      entry.inside.resolve(tx);
      reply(id, null);
      return entry.finish.promise;
    })
    .then(
      () => {
        open.delete(txId);
        reply(entry.endId, null);
      },
      (error) => {
        open.delete(txId);
        if (entry.state === 'beginning') {
          entry.inside.reject(error); // BEGIN itself failed: so does every statement waiting for it
          return fail(id, error);
        }
        return entry.state === 'rolling back' ? reply(entry.endId, null) : fail(entry.endId, error);
      },
    );
}

async function end(message) {
  const entry = open.get(message.tx);
  if (!entry) return fail(message.id, new Error('The transaction is already over.'));
  await entry.inside.promise;
  entry.endId = message.id;
  if (message.commit) {
    entry.state = 'committing';
    return entry.finish.resolve();
  }
  entry.state = 'rolling back';
  return entry.finish.reject(new Error('rolled back'));
}

async function handle(message) {
  const { id, op } = message;
  try {
    if (op === 'query') return reply(id, await (await runner(message)).query(message.text, message.params, queryOptions(message.options)));
    if (op === 'exec') return reply(id, await (await runner(message)).exec(message.text, queryOptions(message.options)));
    if (op === 'begin') return await begin(id, message.tx);
    if (op === 'end') return await end(message);
    if (op === 'close') {
      await pg.close();
      return reply(id, null);
    }
    return fail(id, new Error(`Unknown operation ${op}`));
  } catch (error) {
    return fail(id, error);
  }
}

/**
 * Background work (pglite-thread.ts `runInBackground`: the job worker, vacuums) gives way to
 * requests. PGlite runs one statement at a time, first come first served, so an email job's three
 * statements or a vacuum sent mid-burst made every request behind them wait. A background item (a
 * statement, or a transaction from BEGIN to its end) starts only when no request's statement or
 * transaction is under way, or once it has waited `backgroundMaxWaitMs` (so a steady stream of
 * requests delays it, never starves it), and one at a time. A request arriving meanwhile waits for
 * that one item at most.
 */
const backgroundMaxWaitMs = workerData.backgroundMaxWaitMs ?? 250;
const backgroundQueue = [];
let requestsUnderWay = 0;
let backgroundUnderWay = false;
let backgroundTimer = null;

/** A statement outside a transaction, or a BEGIN: the units that take the database in turn. */
const takesTheDatabase = (message) => message.op === 'begin' || ((message.op === 'query' || message.op === 'exec') && message.tx === undefined);

function start(message, background) {
  if (background) backgroundUnderWay = true;
  else requestsUnderWay += 1;
  void handle(message).finally(() => {
    if (background) backgroundUnderWay = false;
    else requestsUnderWay -= 1;
    checkBackgroundSoon();
  });
}

/**
 * PGlite's WebAssembly runs a statement synchronously on this thread, so messages sent meanwhile
 * are delivered only after it, one after another: the check waits for those already delivered (a
 * request among them goes first), not only for those already started.
 */
let checkScheduled = false;
function checkBackgroundSoon() {
  if (checkScheduled) return;
  checkScheduled = true;
  setImmediate(() => {
    checkScheduled = false;
    startBackground();
  });
}

function startBackground() {
  if (backgroundUnderWay || backgroundQueue.length === 0) return;
  const waited = Date.now() - backgroundQueue[0].since;
  if (requestsUnderWay === 0 || waited >= backgroundMaxWaitMs) {
    start(backgroundQueue.shift().message, true);
    return;
  }
  if (!backgroundTimer) {
    backgroundTimer = setTimeout(() => {
      backgroundTimer = null;
      startBackground();
    }, backgroundMaxWaitMs - waited);
  }
}

function receive(message) {
  if (message.op === 'begin' && !register(message.id, message.tx)) return;
  if (!takesTheDatabase(message)) return void handle(message);
  if (!message.background) return start(message, false);
  backgroundQueue.push({ message, since: Date.now() });
  checkBackgroundSoon();
}

let pg;
PGlite.create(workerData.dataDir).then(
  (database) => {
    pg = database;
    parentPort.on('message', receive);
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failed: plainError(error) }),
);
