import React, { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityList, type ActivityNode } from './ActivityList';

const make = (i: number, category: string, location: string, min: number, max = min): ActivityNode => ({
  contentId: `activity-${i}`,
  api_id: i,
  name: `Activity ${String(i).padStart(2, '0')}`,
  absolute_slug: `/activities/activity-${i}/`,
  category,
  order: i,
  min_price: min,
  max_price: max,
  destination_name: location === 'queenstown' ? 'Queenstown' : 'Rotorua',
  destination: { contentId: location },
  card_image: null,
});

// 23 activities: odd ones are Water in Queenstown, even ones Culture in Rotorua; price grows with i.
const activities = Array.from({ length: 23 }, (_, k) => {
  const i = k + 1;
  return i % 2 ? make(i, 'Water', 'queenstown', 100 + i, 200 + i) : make(i, 'Culture', 'rotorua', 100 + i);
});
// Level 2: the cards sit right under the page's h1.
const names = () => within(screen.getByRole('list')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => window.history.replaceState(null, '', '/activities/'));

describe('ActivityList', () => {
  it("loads the first two cards' pictures at once (the first screen's largest paint) and leaves the rest to the browser", () => {
    const photo = {
      layout: 'constrained' as const,
      width: 280,
      height: 175,
      images: { fallback: { src: '/static/a/jet.jpg', srcSet: '/static/a/jet.jpg 280w', sizes: '280px' } },
    };
    const { container } = render(<ActivityList activities={activities.map((a) => ({ ...a, card_image: photo }))} />);
    const loading = [...container.querySelectorAll('ul img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', ...Array(8).fill('lazy')]);
  });

  it('shows 10 activities at first and Load More adds 10 until all are shown', async () => {
    render(<ActivityList activities={activities} />);
    expect(names()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23 activities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(names()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(names()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('filters by type and location and writes the filters into the address', async () => {
    render(<ActivityList activities={activities} />);
    await userEvent.selectOptions(screen.getByLabelText('Types'), 'Culture');
    expect(screen.getByText('Showing 10 of 11 activities')).toBeInTheDocument();
    expect(names()[0]).toBe('Activity 02');
    expect(window.location.search).toBe('?type=Culture');
    await userEvent.selectOptions(screen.getByLabelText('Locations'), 'queenstown');
    expect(screen.getByRole('heading', { name: 'No matching activities' })).toBeInTheDocument();
  });

  it("'View all activities' clears the filters after no match", async () => {
    render(<ActivityList activities={activities} />);
    await userEvent.selectOptions(screen.getByLabelText('Types'), 'Culture');
    await userEvent.selectOptions(screen.getByLabelText('Locations'), 'queenstown');
    await userEvent.click(screen.getAllByRole('button', { name: 'View all activities' })[0]);
    expect(names()).toHaveLength(10);
    expect(screen.getByLabelText('Types')).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('sorts by price both ways and shows From only on cards whose options differ', async () => {
    render(<ActivityList activities={activities} />);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-high-low');
    expect(names().slice(0, 2)).toEqual(['Activity 23', 'Activity 22']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-low-high');
    expect(names().slice(0, 2)).toEqual(['Activity 01', 'Activity 02']);
    const [first, second] = within(screen.getByRole('list')).getAllByRole('article');
    expect(first).toHaveTextContent('From NZ$101');
    expect(second).not.toHaveTextContent('From');
  });

  it('starts from the filters in the address, so destination pages can link to their activities', () => {
    window.history.replaceState(null, '', '/activities/?location=rotorua&sort=price-high-low');
    render(<ActivityList activities={activities} />);
    expect(screen.getByLabelText('Locations')).toHaveValue('rotorua');
    expect(names()[0]).toBe('Activity 22');
  });

  it('goes back to 10 cards after a filter change', async () => {
    render(<ActivityList activities={activities} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-high-low');
    expect(names()).toHaveLength(10);
  });

  it('is a GET form to the list with named fields, for a browser without scripts', () => {
    const { container } = render(<ActivityList activities={activities} />);
    const form = screen.getByRole('form', { name: 'Filter activities' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/activities/');
    expect(Array.from(container.querySelectorAll('select')).map((s) => s.name)).toEqual(['type', 'location', 'sort']);
  });

  it('keeps a filter picked in the server-rendered page before it hydrated, over the address', async () => {
    window.history.replaceState(null, '', '/activities/?sort=price-high-low');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<ActivityList activities={activities} />);
    // The visitor picks a type while the scripts are still on their way.
    (container.querySelector('select[name="type"]') as HTMLSelectElement).value = 'Culture';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ActivityList activities={activities} />);
    });
    expect(within(container).getByLabelText('Types')).toHaveValue('Culture');
    expect(within(container).getByLabelText('Sort by')).toHaveValue('price-high-low');
    expect(window.location.search).toBe('?type=Culture&sort=price-high-low');
    expect(within(container).getAllByRole('heading').map((h) => h.textContent)[0]).toBe('Activity 22');
    act(() => root?.unmount());
    container.remove();
  });
});
