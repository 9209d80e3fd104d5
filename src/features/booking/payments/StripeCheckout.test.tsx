import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StripeCheckout from './StripeCheckout';

const elements = { submit: jest.fn(), update: jest.fn() };
const stripe = { confirmPayment: jest.fn() };
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve({})) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <div data-testid="elements">{children}</div>,
  PaymentElement: () => <div>Stripe Payment Element</div>,
  useStripe: () => stripe,
  useElements: () => elements,
}));

const intent = { payment: { id: 7, status: 'pending', client_secret: 'pi_1_secret_2' } };

function setup(overrides: Partial<React.ComponentProps<typeof StripeCheckout>> = {}) {
  const props = {
    publishableKey: 'pk_test_1',
    amount: 198,
    payLabel: 'Pay NZ$198',
    busy: false,
    setBusy: jest.fn(),
    createIntent: jest.fn(async () => intent as never),
    confirmed: jest.fn(async () => undefined),
    failed: jest.fn(),
    ...overrides,
  };
  render(<StripeCheckout {...props} />);
  return props;
}

beforeEach(() => jest.clearAllMocks());

describe('StripeCheckout (Payment Element)', () => {
  it('creates the intent on our API, confirms it with Stripe, then asks our API to record it', async () => {
    elements.submit.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const props = setup();
    expect(screen.getByText('Stripe Payment Element')).toBeInTheDocument();
    expect(elements.update).toHaveBeenCalledWith({ amount: 19800 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    await waitFor(() => expect(props.confirmed).toHaveBeenCalledWith(7));
    expect(stripe.confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'pi_1_secret_2', redirect: 'if_required' }));
    expect(props.setBusy).toHaveBeenNthCalledWith(1, true);
    expect(props.setBusy).toHaveBeenLastCalledWith(false);
  });

  it('a card error is shown and the same attempt can be retried; nothing is recorded', async () => {
    elements.submit.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const props = setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    await waitFor(() => expect(props.failed).toHaveBeenCalledWith('Your card has insufficient funds.', true));
    expect(props.confirmed).not.toHaveBeenCalled();
  });

  it('incomplete details stop before any intent is created', async () => {
    elements.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const props = setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    await waitFor(() => expect(props.failed).toHaveBeenCalledWith('Your card number is incomplete.', true));
    expect(props.createIntent).not.toHaveBeenCalled();
  });
});
