import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialCard } from './TestimonialCard';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('TestimonialCard', () => {
  it('shows a short text in full, with the author, country and tour', () => {
    render(<TestimonialCard testimonial={{ contentId: 'a', author: 'Emma W.', country: 'United Kingdom', text: 'Best trip ever.', tour: { name: 'Ultimate New Zealand', absolute_slug: '/u/' } }} />);
    expect(screen.getByText('Best trip ever.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(screen.getByText('Emma W.')).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ultimate New Zealand' })).toHaveAttribute('href', '/u/');
  });

  it('cuts a long text at 150 characters with Read more, and Read less folds it again', async () => {
    const user = userEvent.setup();
    const text = words(60);
    render(<TestimonialCard testimonial={{ contentId: 'a', author: 'Tom B.', country: 'Ireland', text }} />);
    const shown = () => screen.getByText(/word0/).textContent ?? '';
    expect(shown().length).toBeLessThanOrEqual(151);
    expect(shown().endsWith('…')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(shown()).toBe(text);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Read less' }));
    expect(shown().length).toBeLessThanOrEqual(151);
  });

  it('never shows more than 1000 characters, ending with an ellipsis', async () => {
    const user = userEvent.setup();
    render(<TestimonialCard testimonial={{ contentId: 'a', author: 'Ana', country: 'Chile', text: words(200) }} />);
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    const full = screen.getByText(/word0/).textContent ?? '';
    expect(full.length).toBeLessThanOrEqual(1001);
    expect(full.endsWith('…')).toBe(true);
  });
});
