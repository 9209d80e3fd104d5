import React from 'react';
import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { DestinationCard } from './DestinationCard';

const wanakaPhoto: IGatsbyImageData = {
  layout: 'constrained',
  width: 580,
  height: 356,
  backgroundColor: '#486878',
  images: { fallback: { src: '/static/w/wanaka.jpg', srcSet: '/static/w/wanaka.jpg 580w', sizes: '(min-width: 580px) 580px, 100vw' } },
};

describe('DestinationCard', () => {
  it('shows the name as a link to the destination page, and the short description', () => {
    render(<DestinationCard name="Queenstown" shortDescription="Adventure capital on Lake Wakatipu." to="/destinations/queenstown/" image={null} />);
    const link = screen.getByRole('link', { name: 'Queenstown' });
    expect(link).toHaveAttribute('href', '/destinations/queenstown/');
    expect(screen.getByRole('heading', { level: 3, name: 'Queenstown' })).toBeInTheDocument();
    expect(screen.getByText('Adventure capital on Lake Wakatipu.')).toBeInTheDocument();
  });

  it('renders the image when there is one and keeps the shape when there is not', () => {
    const { container, rerender } = render(<DestinationCard name="Wanaka" shortDescription="Lake town." to="/destinations/wanaka/" image={wanakaPhoto} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/static/w/wanaka.jpg');
    rerender(<DestinationCard name="Wanaka" shortDescription="Lake town." to="/destinations/wanaka/" image={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ aspectRatio: String(580 / 356) });
  });

  it("fetches the picture at once and first of all only when it is the page's first card", () => {
    const { container, rerender } = render(<DestinationCard name="Wanaka" shortDescription="Lake town." to="/destinations/wanaka/" image={wanakaPhoto} />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
    rerender(<DestinationCard name="Wanaka" shortDescription="Lake town." to="/destinations/wanaka/" image={wanakaPhoto} priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
