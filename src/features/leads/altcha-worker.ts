/**
 * Solves a captcha challenge in a Web Worker (altcha.worker.ts), bundled by webpack as a file of
 * the site's own origin. Loaded with import() only where `Worker` exists, so the server render
 * and the unit tests (jsdom has no workers) never evaluate it.
 */
import type { AltchaChallenge, AltchaSolution } from './altcha';
import type { WorkerAnswer } from './altcha.worker';

/** The solution, null when aborted or not found; rejects when the worker cannot run. */
export function solveInWorker(challenge: AltchaChallenge, signal?: AbortSignal): Promise<AltchaSolution | null> {
  const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { name: 'captcha' });
  return new Promise((resolve, reject) => {
    const finish = () => {
      signal?.removeEventListener('abort', aborted);
      worker.terminate();
    };
    const aborted = () => {
      finish();
      resolve(null);
    };
    if (signal?.aborted) return aborted();
    signal?.addEventListener('abort', aborted, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      finish();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data.solution);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error('The captcha worker could not run.'));
    };
    worker.postMessage({ challenge });
  });
}
