import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonCard } from './PersonCard';

const person = { name: 'Aroha Ngata', role: 'Lead guide, South Island', bioHtml: '<p>Aroha has guided for twelve years.</p>', image: null };

describe('PersonCard', () => {
  it('shows the name and role, with no bio until opened', () => {
    render(<PersonCard {...person} guides={{ adventure: true, snow: true }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Aroha Ngata' })).toBeInTheDocument();
    expect(screen.getByText('Lead guide, South Island')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the bio in a modal from the keyboard and closes it with Escape, returning focus', async () => {
    render(<PersonCard {...person} guides={{ adventure: true, snow: true }} />);
    const opener = screen.getByRole('button', { name: 'Aroha Ngata' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Aroha Ngata' });
    expect(dialog).toHaveTextContent('Aroha has guided for twelve years.');
    expect(dialog).toHaveTextContent('Adventure tours');
    expect(dialog).toHaveTextContent('Snow tours');
    expect(dialog).not.toHaveTextContent('Mountain biking');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    render(<PersonCard {...person} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aroha Ngata' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
