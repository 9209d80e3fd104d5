import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The same module as 'gatsby' in Jest (moduleNameMapper); imported directly for its test-only helper.
import { setStaticQueryData } from '../../../test/gatsby-mock';
import { sessionStarted } from './session-slice';
import { makeStore } from '../../state/store';
import { FavouritesPage, favouriteActivities, type FavouriteActivityNode } from './FavouritesPage';
import { renderWithStore, user } from './test-utils';
import { fakeApi, ok } from '../../../test/msw/api';

const activity = (api_id: number, name: string, min = 120, max = 120): FavouriteActivityNode => ({
  api_id,
  name,
  absolute_slug: `/activities/${name.toLowerCase().replace(/ /g, '-')}/`,
  destination_name: 'Queenstown',
  min_price: min,
  max_price: max,
  card_image: null,
});
const ALL = [activity(1, 'Shotover Jet', 139, 139), activity(2, 'Nevis Bungy', 275, 320), activity(3, 'Milford Cruise')];

function signedIn() {
  const store = makeStore();
  store.dispatch(sessionStarted({ token: 'tok', email: 'aroha@example.nz', is_admin: false }));
  return store;
}

describe('favouriteActivities', () => {
  it('keeps the order the user chose and leaves out activities no longer on the site', () => {
    expect(favouriteActivities([3, 99, 1, 3], ALL).map((a) => a.api_id)).toEqual([3, 1]);
  });
});

describe('FavouritesPage', () => {
  it('shows each favourite activity as a card linking to its page', async () => {
    setStaticQueryData({ allActivity: { nodes: ALL } });
    fakeApi({ 'GET users/me': () => ok({ user: user({ favorites: { activities: [2, 1] } }) }) });
    renderWithStore(<FavouritesPage />, signedIn());
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Nevis Bungy' })).toHaveAttribute('href', '/activities/nevis-bungy/');
    expect(cards[0]).toHaveTextContent('From NZ$275');
    expect(within(cards[1]).getByRole('link', { name: 'Shotover Jet' })).toBeInTheDocument();
    expect(screen.queryByText('Milford Cruise')).not.toBeInTheDocument();
  });

  it('fetches the first card picture first and at once, the second at once, the rest as they near the screen', async () => {
    const picture = (name: string) => ({
      layout: 'constrained' as const,
      width: 280,
      height: 175,
      images: { fallback: { src: `/static/a/${name}.jpg`, srcSet: `/static/a/${name}.jpg 280w`, sizes: '280px' } },
    });
    const pictured = ALL.map((node) => ({ ...node, card_image: picture(String(node.api_id)) }));
    setStaticQueryData({ allActivity: { nodes: pictured } });
    fakeApi({ 'GET users/me': () => ok({ user: user({ favorites: { activities: [3, 2, 1] } }) }) });
    const { container } = renderWithStore(<FavouritesPage />, signedIn());
    await screen.findAllByRole('article');
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
  });

  it("removes a favourite with the card's heart, and the card goes", async () => {
    setStaticQueryData({ allActivity: { nodes: ALL } });
    let ids = [2, 1];
    const calls = fakeApi({
      'GET users/me': () => ok({ user: user({ favorites: { activities: ids } }) }),
      'GET users/favourites': () => ok({ favorites: { activities: ids } }),
      'DELETE users/favourites/2': () => {
        ids = [1];
        return ok({ favorites: { activities: ids } });
      },
    });
    renderWithStore(<FavouritesPage />, signedIn());
    const heart = await screen.findByRole('button', { name: 'Favourited: Nevis Bungy' });
    await userEvent.click(heart);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('Nevis Bungy')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'users/favourites/2')).toBe(true);
  });

  it('points to the activities when there are no favourites', async () => {
    setStaticQueryData({ allActivity: { nodes: ALL } });
    fakeApi({ 'GET users/me': () => ok({ user: user() }) });
    renderWithStore(<FavouritesPage />, signedIn());
    expect(await screen.findByText('You have no favourite activities yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Activities' })).toHaveAttribute('href', '/activities/');
  });
});
