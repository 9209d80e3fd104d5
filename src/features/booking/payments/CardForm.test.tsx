import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardForm } from './CardForm';

/** A field by its accessible name (the required mark is hidden from it). */
const field = (name: string) => screen.getByRole('textbox', { name });

function setup(props: Partial<React.ComponentProps<typeof CardForm>> = {}) {
  const onPay = jest.fn();
  const onEdit = jest.fn();
  render(<CardForm payLabel="Pay NZ$198" busy={false} onPay={onPay} onEdit={onEdit} {...props} />);
  return { onPay, onEdit, u: userEvent.setup() };
}

describe('CardForm (embedded test gateway)', () => {
  it('labels every field with the autocomplete and keypad a phone needs', () => {
    setup();
    expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(field('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field('Expiry date (MM/YY)')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(field('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
  });

  it('on Pay with nothing entered, says what each field needs and moves focus to the card number', async () => {
    const { onPay, u } = setup();
    await u.click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText('Enter your card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the security code (CVC) from your card.')).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the card.')).toBeInTheDocument();
    expect(field('Card number')).toHaveFocus();
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Card number')).toHaveAccessibleDescription('Enter your card number.');
  });

  it('checks a field when it is left: a mistyped number, a past expiry, a short CVC', async () => {
    const { u } = setup();
    await u.type(field('Card number'), '4242424242424241');
    await u.tab();
    expect(screen.getByText('Your card number is incorrect. Please check it and try again.')).toBeInTheDocument();
    await u.type(field('Expiry date (MM/YY)'), '0120');
    await u.tab();
    expect(screen.getByText('Your card has expired. Please check the expiry date or use another card.')).toBeInTheDocument();
    await u.type(field('Security code (CVC)'), '12');
    await u.tab();
    expect(screen.getByText('Your card’s security code (CVC) should be 3 digits (4 on American Express).')).toBeInTheDocument();
  });

  it('formats as people read a card, and sends the digits of a valid card', async () => {
    const { onPay, onEdit, u } = setup();
    await u.type(field('Card number'), '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    await u.type(field('Expiry date (MM/YY)'), '1234');
    expect(field('Expiry date (MM/YY)')).toHaveValue('12 / 34');
    await u.type(field('Security code (CVC)'), '12a3');
    expect(field('Security code (CVC)')).toHaveValue('123');
    await u.type(field('Name on card'), 'Aroha Ngata');
    await u.click(screen.getByRole('button', { name: 'Pay NZ$198' }));
    expect(onPay).toHaveBeenCalledWith({ number: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Aroha Ngata' });
    expect(onEdit).toHaveBeenCalled();
  });

  it('is disabled and says so while the payment is processing', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
  });

  it('cannot be submitted while the amount is not valid', () => {
    setup({ payLabel: null });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
