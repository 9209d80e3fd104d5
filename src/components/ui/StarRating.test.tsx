import React from 'react';
import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

const fills = (container: HTMLElement) => [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-fill'));

describe('StarRating', () => {
  it('shows five full stars by default', () => {
    const { container } = render(<StarRating />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['1.00', '1.00', '1.00', '1.00', '1.00']);
  });

  it('fills part of a star for a fractional rating', () => {
    const { container } = render(<StarRating rating={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['1.00', '1.00', '1.00', '0.50', '0.00']);
  });

  it('keeps the rating between 0 and 5', () => {
    render(<StarRating rating={7} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
