import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '../../../../contract/bookings';
import { useAppSelector } from '../../../state/store';
import { PaymentPanel } from './PaymentPanel';
import { booking, detail, renderWithStore, signedInStore } from '../test-utils';
import { fail, fakeApi, ok, unreachable, type ApiCall } from '../../../../test/msw/api';

const CONFIG = ok({ provider: 'test', test_mode: true, flow: 'card', test_cards: [{ number: '4000 0000 0000 0002', brand: 'visa', outcome: 'Declined' }] });
const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

function answer(b: Partial<Booking>, payment: Record<string, unknown>) {
  const d = detail({ booking: booking(b) });
  return { ...d, payment: { id: 5, provider: 'test', test_mode: true, client_secret: null, card, reference: 'test_pi_abc', message: null, ...payment } };
}

async function fillCard(u: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await u.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await u.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1234');
  await u.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await u.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Aroha Ngata');
}

/** As on the payment page: the booking comes from the store, which a payment answer updates. */
function Connected() {
  const b = useAppSelector((state) => state.booking.current);
  return b ? <PaymentPanel booking={b} tour="south-island-snow-safari" contact={null} /> : null;
}

function renderPanel(b = booking()) {
  return renderWithStore(<Connected />, signedInStore(detail({ booking: b })));
}

describe('PaymentPanel', () => {
  it('shows the test-mode notice and the amount choices', async () => {
    fakeApi({ 'GET payments/config': () => CONFIG });
    renderPanel();
    expect(await screen.findByText('Test mode — no real money moves.')).toBeInTheDocument();
    expect(screen.getByText(/Use 4242 4242 4242 4242/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pay the deposit \(2 × NZ\$99\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay in full/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay NZ$198' })).toBeEnabled();
  });

  it('pays the deposit: sends amount, key and card, then shows the booking as Booked with a receipt link', async () => {
    const calls = fakeApi({
      'GET payments/config': () => CONFIG,
      'POST bookings/bookings/41/payments': () => ok(answer({ total_paid: 198, balance_remaining: 8392, minimum_payment: 1, confirmed: true }, { status: 'succeeded', amount: 198 })),
    });
    const u = userEvent.setup();
    renderPanel();
    await screen.findByRole('textbox', { name: 'Card number' });
    await fillCard(u);
    await u.click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    const status = await screen.findByRole('status', { name: 'Payment received, thank you!' });
    expect(status).toHaveTextContent('We received NZ$198 from your Visa ending 4242');
    expect(status).toHaveTextContent('Booked');
    expect(status).toHaveTextContent('NZ$8,392');
    expect(screen.getByRole('link', { name: 'View your receipt' })).toHaveAttribute('href', '/bookings/receipt/?bookingId=41&tour=south-island-snow-safari');
    const sent = calls.find((c) => c.method === 'POST')!.body as { amount: number; idempotency_key: string; card: { number: string } };
    expect(sent).toMatchObject({ amount: 198, card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Aroha Ngata' } });
    expect(sent.idempotency_key).toMatch(/^pay_/);
  });

  it('a declined card shows its message; the next try is a new attempt (new key)', async () => {
    const calls = fakeApi({
      'GET payments/config': () => CONFIG,
      'POST bookings/bookings/41/payments': () => ({
        success: false,
        status: 402,
        data: { success: false, errors: ['Your card was declined. Please try another card or contact your bank.'], ...answer({}, { status: 'failed', amount: 198 }) },
      }),
    });
    const u = userEvent.setup();
    renderPanel();
    await screen.findByRole('textbox', { name: 'Card number' });
    await fillCard(u, '4000000000000002');
    await u.click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Please try another card or contact your bank.');
    expect(screen.queryByRole('status', { name: /Payment received/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [a, b] = calls.filter((c: ApiCall) => c.method === 'POST').map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(a).not.toBe(b);
  });

  it('after a network failure, retrying the same attempt reuses its key (never a second charge)', async () => {
    let n = 0;
    const calls = fakeApi({
      'GET payments/config': () => CONFIG,
      'POST bookings/bookings/41/payments': () =>
        ++n === 1
          ? unreachable()
          : ok(answer({ total_paid: 198 }, { status: 'succeeded', amount: 198 })),
    });
    const u = userEvent.setup();
    renderPanel();
    await screen.findByRole('textbox', { name: 'Card number' });
    await fillCard(u);
    await u.click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server');
    await u.click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    await screen.findByRole('status', { name: 'Payment received, thank you!' });
    const keys = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('another amount: checked against the minimum and the balance before anything is sent', async () => {
    const calls = fakeApi({ 'GET payments/config': () => CONFIG, 'POST bookings/bookings/41/payments': () => fail(500, 'x') });
    const u = userEvent.setup();
    renderPanel();
    await screen.findByRole('textbox', { name: 'Card number' });
    await u.click(screen.getByRole('radio', { name: /Another amount/ }));
    await u.type(screen.getByLabelText('Amount in NZD'), '50');
    expect(screen.getByText('The smallest payment we can take now is NZ$198.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await u.clear(screen.getByLabelText('Amount in NZD'));
    await u.type(screen.getByLabelText('Amount in NZD'), '500.25');
    expect(screen.getByRole('button', { name: 'Pay NZ$500.25' })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('another amount keeps what was typed across choices; its message goes when another choice is picked, which is what is paid', async () => {
    const calls = fakeApi({
      'GET payments/config': () => CONFIG,
      'POST bookings/bookings/41/payments': () => ok(answer({ total_paid: 8590, balance_remaining: 0, minimum_payment: 0, confirmed: true }, { status: 'succeeded', amount: 8590 })),
    });
    const u = userEvent.setup();
    renderPanel();
    await screen.findByRole('textbox', { name: 'Card number' });
    await u.click(screen.getByRole('radio', { name: /Another amount/ }));
    expect(screen.queryByText(/The smallest payment/)).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Amount in NZD'), '50');
    expect(screen.getByLabelText('Amount in NZD')).toHaveAttribute('aria-invalid', 'true');
    await u.click(screen.getByRole('radio', { name: /Pay in full/ }));
    expect(screen.queryByText(/The smallest payment/)).not.toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: /Another amount/ }));
    expect(screen.getByLabelText('Amount in NZD')).toHaveValue('50');
    await u.click(screen.getByRole('radio', { name: /Pay in full/ }));
    await fillCard(u);
    await u.click(screen.getByRole('button', { name: 'Pay NZ$8,590' }));
    await screen.findByRole('status', { name: 'Payment received, thank you!' });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ amount: 8590 });
  });

  it('inside 56 days: the full balance, no choice', async () => {
    fakeApi({ 'GET payments/config': () => CONFIG });
    renderPanel(booking({ can_pay_partially: false, minimum_payment: 8590 }));
    expect(await screen.findByRole('button', { name: 'Pay NZ$8,590' })).toBeInTheDocument();
    expect(screen.getByText(/The full balance is due now/)).toHaveTextContent('NZ$8,590');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
