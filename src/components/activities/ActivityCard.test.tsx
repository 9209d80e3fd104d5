import React from 'react';
import { render, screen } from '@testing-library/react';
import { ActivityCard } from './ActivityCard';

const props = { name: 'Shotover Jet', destinationName: 'Queenstown', to: '/activities/shotover-jet/', image: null };

describe('ActivityCard', () => {
  it('shows the name as a link to the activity page and the destination name', () => {
    render(<ActivityCard {...props} minPrice={169} maxPrice={169} />);
    expect(screen.getByRole('link', { name: 'Shotover Jet' })).toHaveAttribute('href', '/activities/shotover-jet/');
    expect(screen.getByText('Queenstown')).toBeInTheDocument();
  });

  it("shows the price without 'From' when every visible option costs the same", () => {
    const { container } = render(<ActivityCard {...props} minPrice={169} maxPrice={169} />);
    expect(container).toHaveTextContent('NZ$169');
    expect(container).not.toHaveTextContent('From');
  });

  it("shows 'From' and the cheapest price when options differ", () => {
    const { container } = render(<ActivityCard {...props} minPrice={99} maxPrice={140} />);
    expect(container).toHaveTextContent('From NZ$99');
    expect(container).not.toHaveTextContent('NZ$140');
  });

  it('mounts whatever is given in the favourite slot', () => {
    render(<ActivityCard {...props} minPrice={99} maxPrice={99} favouriteSlot={<button type="button">Add to favourites</button>} />);
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
  });
});
