/**
 * When the proof of work starts (issue 22): not when a form mounts, but when the visitor begins
 * it (first focus, input or press inside it), in a Web Worker; a form sent before the solve is
 * done says it is checking, waits, and sends what was typed.
 */
import React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../../test/msw/api';
import { ContactForm, ItineraryDownloadForm } from '.';

const CHALLENGE = { parameters: { algorithm: 'SHA-256', nonce: '00', salt: '11', cost: 1, keyLength: 32, keyPrefix: 'ab', expiresAt: 4_000_000_000 }, signature: 'sig' };
const SOLUTION = { counter: 42, derivedKey: 'abcd' };
const VERIFIED = 'Verified: you are human.';

/** A stand-in for the browser's Worker (jsdom has none): records each one started and answers when told. */
class FakeWorker {
  static started: FakeWorker[] = [];
  static answerAtOnce = true;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  private asked = false;
  constructor(
    readonly url: unknown,
    readonly options: unknown,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage() {
    this.asked = true;
    if (FakeWorker.answerAtOnce) setTimeout(() => this.answer(), 0);
  }
  answer() {
    if (this.asked && !this.terminated) this.onmessage?.({ data: { solution: SOLUTION } });
  }
  terminate() {
    this.terminated = true;
  }
}

let calls: ApiCall[];
const challenges = () => calls.filter((c) => c.path === 'captcha/challenge');
const leadPosts = () => calls.filter((c) => c.path === 'third_party/crm_lead');

beforeEach(() => {
  FakeWorker.started = [];
  FakeWorker.answerAtOnce = true;
  (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  calls = fakeApi({
    'GET captcha/challenge': () => ({ success: true, status: 200, data: CHALLENGE }),
    'POST third_party/crm_lead': () => ({ success: true, status: 200, data: { success: true, data: { lead_id: 1 } } }),
  });
});
afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the captcha starts when a visitor begins a form', () => {
  it('creates no worker and asks for no challenge on mount; one worker on the first focus, and no second one after', async () => {
    render(<ContactForm />);
    await settle();
    expect(FakeWorker.started).toHaveLength(0);
    expect(challenges()).toHaveLength(0);
    expect(screen.queryByText('Verifying you are human…')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/^First name/));
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
    expect(FakeWorker.started).toHaveLength(1);
    expect(challenges()).toHaveLength(1);

    await userEvent.type(screen.getByLabelText(/^First name/), 'Aroha');
    await userEvent.click(screen.getByLabelText(/^Email/));
    await settle();
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('a form sent before the solve is done says it is checking, then sends what was typed with the token', async () => {
    FakeWorker.answerAtOnce = false;
    render(<ItineraryDownloadForm tourId={2} tourName="North Island Explorer" />);
    await userEvent.type(screen.getByLabelText(/^First name/), 'Aroha');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Ngata');
    await userEvent.type(screen.getByLabelText(/^Email/), 'aroha@example.nz');
    await userEvent.click(screen.getByRole('button', { name: 'Download itinerary' }));
    expect(await screen.findByRole('button', { name: 'Checking you are human…' })).toBeDisabled();
    expect(leadPosts()).toHaveLength(0);
    expect(FakeWorker.started).toHaveLength(1);

    act(() => FakeWorker.started[0].answer());
    await waitFor(() => expect(leadPosts()).toHaveLength(1));
    expect(leadPosts()[0].body).toMatchObject({ first_name: 'Aroha', last_name: 'Ngata', email: 'aroha@example.nz', captcha: expect.any(String) });
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Aroha');
  });
});
