'use strict';
/**
 * The embedded PGlite database on a thread of its own (see pglite-thread.ts, which starts it and
 * speaks this protocol). Plain CommonJS: a worker thread is not compiled by tsx or Jest.
 *
 * In:  { id, op: 'query' | 'exec', text, params?, options?: { rowMode?, textTypes? }, tx? }
 *      { id, op: 'begin' }                      -> { id, result: { tx } } once inside BEGIN
 *      { id, op: 'end', tx, commit }            -> { id, result: null } after COMMIT or ROLLBACK
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

/** Open transactions by id: the PGlite transaction, and how to end it. */
const open = new Map();
let lastTx = 0;

function runner(message) {
  if (message.tx === undefined) return pg;
  const entry = open.get(message.tx);
  if (!entry) throw new Error('The transaction is already over.');
  return entry.tx;
}

function begin(id) {
  const txId = ++lastTx;
  pg.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        open.set(txId, { tx, resolve, reject, endId: null, rolledBack: false });
        reply(id, { tx: txId });
      }),
  ).then(
    () => {
      const { endId } = open.get(txId);
      open.delete(txId);
      reply(endId, null);
    },
    (error) => {
      const { endId, rolledBack } = open.get(txId) ?? {};
      open.delete(txId);
      if (endId === null || endId === undefined) return fail(id, error); // BEGIN itself failed
      return rolledBack ? reply(endId, null) : fail(endId, error);
    },
  );
}

function end(message) {
  const entry = open.get(message.tx);
  if (!entry) return fail(message.id, new Error('The transaction is already over.'));
  entry.endId = message.id;
  if (message.commit) return entry.resolve();
  entry.rolledBack = true;
  return entry.reject(new Error('rolled back'));
}

async function handle(message) {
  const { id, op } = message;
  try {
    if (op === 'query') return reply(id, await runner(message).query(message.text, message.params, queryOptions(message.options)));
    if (op === 'exec') return reply(id, await runner(message).exec(message.text, queryOptions(message.options)));
    if (op === 'begin') return begin(id);
    if (op === 'end') return end(message);
    if (op === 'close') {
      await pg.close();
      return reply(id, null);
    }
    return fail(id, new Error(`Unknown operation ${op}`));
  } catch (error) {
    return fail(id, error);
  }
}

let pg;
PGlite.create(workerData.dataDir).then(
  (database) => {
    pg = database;
    parentPort.on('message', (message) => void handle(message));
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failed: plainError(error) }),
);
