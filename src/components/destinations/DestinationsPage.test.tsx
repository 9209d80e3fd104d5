import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import DestinationsPage from '../../pages/destinations';

// The site's frame and banner read the brand settings (tested with them); the page's own content is what is under test.
jest.mock('../layout/Layout', () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));
jest.mock('../content/PromoBanner', () => ({ PromoBanner: () => null }));

const photo = (name: string): IGatsbyImageData => ({
  layout: 'constrained',
  width: 580,
  height: 356,
  images: { fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg 580w`, sizes: '580px' } },
});

const destination = (name: string, island: string) => ({
  contentId: name,
  name,
  short_description: `${name} in a line.`,
  absolute_slug: `/destinations/${name.toLowerCase()}/`,
  destination_category: island,
  latitude: -45,
  longitude: 169,
  card_image: photo(name.toLowerCase()),
});

function renderWith(nodes: ReturnType<typeof destination>[]) {
  // Only `data` is read by the page; the rest of Gatsby's page props are left out.
  const props = { data: { allDestination: { nodes } } } as unknown as React.ComponentProps<typeof DestinationsPage>;
  return render(<DestinationsPage {...props} />);
}

describe('Destinations page', () => {
  it('lists and links only the islands that have destinations, and gives priority to the first card drawn', () => {
    const { container } = renderWith([destination('Queenstown', 'South Island'), destination('Wanaka', 'South Island')]);
    const jump = screen.getByRole('navigation', { name: 'Islands' });
    expect(within(jump).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#south-island']);
    expect(screen.queryByRole('heading', { name: 'North Island' })).toBeNull();
    expect(container.querySelector('#south-island')).not.toBeNull();
    const pictures = [...container.querySelectorAll('section img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('links both islands in order when both have destinations', () => {
    renderWith([destination('Queenstown', 'South Island'), destination('Rotorua', 'North Island')]);
    const jump = screen.getByRole('navigation', { name: 'Islands' });
    expect(within(jump).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#north-island', '#south-island']);
  });
});
