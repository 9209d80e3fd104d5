/**
 * The captcha's proof of work in a Web Worker (started by altcha-worker.ts): the hashing never
 * holds the page's main thread. A file of the site's own origin, so the CSP's script-src 'self'
 * allows it (no blob: workers).
 */
import { solveAltcha, type AltchaChallenge, type AltchaSolution } from './altcha';

export type WorkerAnswer = { solution: AltchaSolution | null } | { error: string };

const scope = self as unknown as { onmessage: ((event: MessageEvent<{ challenge: AltchaChallenge }>) => void) | null; postMessage(answer: WorkerAnswer): void };

scope.onmessage = (event) => {
  // Bigger batches than on the main thread: nothing here has to paint between them.
  solveAltcha(event.data.challenge, { batchSize: 2000 }).then(
    (solution) => scope.postMessage({ solution }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
