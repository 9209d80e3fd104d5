import React, { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SearchBanner } from './SearchBanner';
import { loadDatePicker } from '../form-kit/date-picker';

// The date picker loads on demand (SearchDateField.test covers that): here it is already there.
beforeAll(() => loadDatePicker());
beforeEach(() => (navigate as jest.Mock).mockClear());

describe('SearchBanner', () => {
  const today = new Date(2030, 5, 15); // 15 June 2030

  it('starts on All New Zealand and Anytime, and searches without a date', async () => {
    const user = userEvent.setup();
    render(<SearchBanner today={today} />);
    const location = screen.getByLabelText('Where');
    expect(location).toHaveValue('all-new-zealand');
    expect(within(location).getAllByRole('option').map((o) => o.textContent)).toEqual(['All New Zealand', 'North Island', 'South Island']);
    expect(screen.getByLabelText('Starting from')).toHaveAttribute('placeholder', 'Anytime');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/tours-search/?location=all-new-zealand');
  });

  it('shows the chosen date as dd/MM/yyyy and puts it in the address as MM/DD/yyyy', async () => {
    const user = userEvent.setup();
    render(<SearchBanner today={today} />);
    await user.selectOptions(screen.getByLabelText('Where'), 'south-island');
    const input = screen.getByLabelText('Starting from');
    await user.type(input, '24/12/2030');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('24/12/2030');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/tours-search/?location=south-island&date_range_from=12/24/2030');
  });

  it('does not let a past date be picked', async () => {
    const user = userEvent.setup();
    render(<SearchBanner today={today} />);
    await user.click(screen.getByLabelText('Starting from'));
    const day = (n: number) => screen.getAllByRole('gridcell').find((el) => el.textContent === String(n) && !el.className.includes('outside-month'))!;
    expect(day(14)).toHaveAttribute('aria-disabled', 'true');
    expect(day(14)).toHaveAccessibleName(/Not available/);
    expect(day(15)).toHaveAttribute('aria-disabled', 'false');
    await user.click(day(10));
    expect(screen.getByLabelText('Starting from')).toHaveValue('');
    await user.click(day(20));
    expect(screen.getByLabelText('Starting from')).toHaveValue('20/06/2030');
  });

  it('pre-fills the location and date it is given', () => {
    render(<SearchBanner today={today} initialLocation="north-island" initialDate={new Date(2030, 7, 1)} />);
    expect(screen.getByLabelText('Where')).toHaveValue('north-island');
    expect(screen.getByLabelText('Starting from')).toHaveValue('01/08/2030');
  });

  it('is a GET form to the search results for a browser without scripts, its date sent as typed', () => {
    render(<SearchBanner today={today} />);
    const form = screen.getByRole('search', { name: 'Find a tour' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/tours-search/');
    expect(screen.getByLabelText('Where')).toHaveAttribute('name', 'location');
    expect(screen.getByLabelText('Starting from')).toHaveAttribute('name', 'date');
  });

  it('searches for the place and date typed into the server-rendered banner before it hydrated', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<SearchBanner today={today} />);
    (container.querySelector('select[name="location"]') as HTMLSelectElement).value = 'north-island';
    (container.querySelector('input[name="date"]') as HTMLInputElement).value = '24/12/2030';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <SearchBanner today={today} />);
    });
    expect(within(container).getByLabelText('Where')).toHaveValue('north-island');
    expect(within(container).getByLabelText('Starting from')).toHaveValue('24/12/2030');
    await userEvent.click(within(container).getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/tours-search/?location=north-island&date_range_from=12/24/2030');
    act(() => root?.unmount());
    container.remove();
  });
});
