import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { id: 'deposit', title: 'How much is the deposit?', content: <p>99 dollars per traveller.</p> },
  { id: 'swap', title: 'Can I change dates?', content: <p>Free swap up to 60 days before.</p> },
  { id: 'group', title: 'How big are the groups?', content: <p>At most 16 people.</p> },
];
const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed and opens an item with its button, linking button and panel', async () => {
    render(<Accordion items={items} />);
    const deposit = button('How much is the deposit?');
    expect(deposit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('99 dollars per traveller.')).not.toBeVisible();
    await userEvent.click(deposit);
    expect(deposit).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(deposit.getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent('99 dollars per traveller.');
    expect(panel).toBeVisible();
    expect(screen.getByRole('region', { name: 'How much is the deposit?' })).toBe(panel);
  });

  it('keeps several items open without the close-other option', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(button('How much is the deposit?'));
    await userEvent.click(button('Can I change dates?'));
    expect(button('How much is the deposit?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Can I change dates?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps one item open at a time with the close-other option', async () => {
    render(<Accordion items={items} closeOthers />);
    await userEvent.click(button('How much is the deposit?'));
    await userEvent.click(button('Can I change dates?'));
    expect(button('How much is the deposit?')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Can I change dates?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('99 dollars per traveller.')).not.toBeVisible();
    await userEvent.click(button('Can I change dates?'));
    expect(button('Can I change dates?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts a single-item list open with the open option', () => {
    render(<Accordion items={[items[0]]} openSingle />);
    expect(button('How much is the deposit?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('99 dollars per traveller.')).toBeVisible();
  });

  it('does not open anything at first with the open option when there are several items, or without it', () => {
    const { unmount } = render(<Accordion items={items} openSingle />);
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    unmount();
    render(<Accordion items={[items[0]]} />);
    expect(button('How much is the deposit?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('is usable with the keyboard: arrows move between headers, Enter and Space toggle', async () => {
    render(<Accordion items={items} closeOthers />);
    button('How much is the deposit?').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button('Can I change dates?')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button('Can I change dates?')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    expect(button('How big are the groups?')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(button('How big are the groups?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Can I change dates?')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(button('How much is the deposit?')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}');
    expect(button('How much is the deposit?')).toHaveFocus();
  });
});
