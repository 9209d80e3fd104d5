import React from 'react';
import { render, screen } from '@testing-library/react';
import { DestinationCard } from './DestinationCard';

describe('DestinationCard', () => {
  it('shows the name as a link to the destination page, and the short description', () => {
    render(<DestinationCard name="Queenstown" shortDescription="Adventure capital on Lake Wakatipu." to="/destinations/queenstown/" image={null} />);
    const link = screen.getByRole('link', { name: 'Queenstown' });
    expect(link).toHaveAttribute('href', '/destinations/queenstown/');
    expect(screen.getByRole('heading', { level: 3, name: 'Queenstown' })).toBeInTheDocument();
    expect(screen.getByText('Adventure capital on Lake Wakatipu.')).toBeInTheDocument();
  });

  it('renders the image when there is one and keeps the shape when there is not', () => {
    const { container, rerender } = render(<DestinationCard name="Wanaka" shortDescription="Lake town." to="/destinations/wanaka/" image={{} as never} />);
    expect(container.querySelector('img')).not.toBeNull();
    rerender(<DestinationCard name="Wanaka" shortDescription="Lake town." to="/destinations/wanaka/" image={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ aspectRatio: String(580 / 356) });
  });
});
