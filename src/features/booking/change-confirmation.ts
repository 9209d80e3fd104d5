/**
 * Changes to a paid booking are priced before they are made (DECISIONS "After 'Book'": the
 * customer sees the new total and the difference before confirming). The change calls
 * (`bookings-api.ts`) ask here and wait; the one ChangeConfirmDialog on the booking pages shows
 * the question and answers it. The open question lives in this small store rather than in Redux
 * because its answer is a promise waiting inside a request, which Redux must not hold.
 */
import type { ChangePreview } from '../../../contract/bookings';

export interface OpenQuestion {
  id: number;
  preview: ChangePreview;
}

let question: OpenQuestion | null = null;
let answer: ((confirmed: boolean) => void) | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
/** Dialogs mounted: with none, nobody could answer, so a question is declined at once. */
let dialogs = 0;

function publish(next: OpenQuestion | null): void {
  question = next;
  listeners.forEach((listener) => listener());
}

/** Asks the customer to confirm a priced change; resolves true to go ahead, false to keep the booking as it is. */
export function askToConfirm(preview: ChangePreview): Promise<boolean> {
  if (dialogs === 0) return Promise.resolve(false);
  // One question at a time: changes of a booking are sent in turn, so an open one is from an
  // unmounted page or another booking; it is declined.
  answer?.(false);
  return new Promise<boolean>((resolve) => {
    answer = resolve;
    publish({ id: nextId++, preview });
  });
}

/** The dialog's answer to the open question. */
export function answerQuestion(confirmed: boolean): void {
  const resolve = answer;
  answer = null;
  publish(null);
  resolve?.(confirmed);
}

export const openQuestion = (): OpenQuestion | null => question;

/** For useSyncExternalStore; each subscription is one dialog able to answer. */
export function subscribeToQuestions(listener: () => void): () => void {
  listeners.add(listener);
  dialogs += 1;
  return () => {
    listeners.delete(listener);
    dialogs -= 1;
    if (dialogs === 0 && answer) answerQuestion(false);
  };
}
