import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { AvailabilityModal } from './AvailabilityModal';
import { CheckAvailability } from './CheckAvailability';
import { renderWithStore } from '../account/test-utils';
import { fail, fakeApi, ok, type ApiCall } from '../../../test/msw/api';
import type { TourAvailability } from '../../../contract/departures';

// March 2030: the 1st is a Friday. Mondays are offline, 20-25 March is closed, the season is October-May.
const availability: TourAvailability = {
  date_range: [{ from: '2030-03-20', to: '2030-03-25' }],
  offline_days: [1],
  before_date: '2030-03-02',
  season: { from_month: 10, to_month: 5 },
  departure_dates: ['2030-03-03', '2030-03-10', '2030-03-17', '2030-03-31'],
};

const AVAILABILITY = 'GET tour_info/tours/3/availability';
const CHECK = 'POST tour_info/departures/checking_departure';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A day of the month shown (the padding days of the next and previous months are hidden by CSS). */
const day = (name: RegExp) => {
  const cells = screen.getAllByRole('gridcell', { name }).filter((cell) => !cell.classList.contains('react-datepicker__day--outside-month'));
  expect(cells).toHaveLength(1);
  return cells[0];
};

beforeEach(() => (navigate as jest.Mock).mockClear());

describe('AvailabilityModal', () => {
  it('is a labelled dialog that loads the dates, then disables what cannot be picked and highlights departures', async () => {
    fakeApi({ [AVAILABILITY]: () => ok({ data: availability }) });
    renderWithStore(<AvailabilityModal tourApiId={3} tourName="South Island Adventure" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Check availability' });
    expect(within(dialog).getByText('Loading dates…')).toBeInTheDocument();

    expect(await screen.findByRole('gridcell', { name: /Choose Sunday, March 3rd, 2030/ })).toHaveClass('react-datepicker__day--highlighted');
    // Before the cutoff, an offline Monday, inside the closed range.
    expect(day(/March 1st, 2030/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/Monday, March 4th, 2030/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/March 22nd, 2030/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/Not available, Friday, March 22nd, 2030/)).toBeInTheDocument();
    // A normal Wednesday can be picked (the server then says whether the tour runs that day).
    expect(day(/Choose Wednesday, March 6th, 2030/)).toHaveAttribute('aria-disabled', 'false');
    expect(day(/Choose Wednesday, March 6th, 2030/)).not.toHaveClass('react-datepicker__day--highlighted');
  });

  it('greys out the months outside the season', async () => {
    fakeApi({ [AVAILABILITY]: () => ok({ data: { ...availability, departure_dates: ['2030-05-26', '2030-06-02', '2030-10-06'] } }) });
    renderWithStore(<AvailabilityModal tourApiId={3} onClose={() => undefined} />);
    expect(await screen.findByRole('gridcell', { name: /Choose Sunday, May 26th, 2030/ })).toHaveClass('react-datepicker__day--highlighted');
    // June is out of an October-May season: even its departure is neither offered nor highlighted.
    expect(day(/Sunday, June 2nd, 2030/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/Sunday, June 2nd, 2030/)).not.toHaveClass('react-datepicker__day--highlighted');
    expect(day(/Wednesday, June 12th, 2030/)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(day(/Wednesday, July 10th, 2030/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('puts focus on a day of the calendar once it is shown', async () => {
    fakeApi({ [AVAILABILITY]: () => ok({ data: availability }) });
    renderWithStore(<AvailabilityModal tourApiId={3} onClose={() => undefined} />);
    await screen.findByRole('gridcell', { name: /March 3rd, 2030/ });
    await waitFor(() => expect(document.activeElement).toHaveClass('react-datepicker__day'));
    expect(document.activeElement).toHaveAccessibleName(/March 3rd, 2030/);
  });

  it("checks a picked date: 'Checking', then 'Done ! ' plus the message, then the booking with the departure", async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const calls = fakeApi({ [AVAILABILITY]: () => ok({ data: availability }), [CHECK]: () => answer.promise });
    renderWithStore(<AvailabilityModal tourApiId={3} onClose={() => undefined} redirectDelayMs={0} />);
    await userEvent.click(await screen.findByRole('gridcell', { name: /Choose Sunday, March 10th, 2030/ }));

    const status = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
    expect(status).toHaveTextContent('Checking Sun 10 Mar 2030');
    expect(calls.find((c: ApiCall) => c.path === 'tour_info/departures/checking_departure')?.body).toEqual({ tour_id: 3, departure_date: '10/03/2030' });

    await act(async () => answer.resolve(ok({ data: { available: true, message: 'This departure has 4 seats left.', departure: { _id: 'departure-91' } } })));
    expect(status).toHaveTextContent('Done ! This departure has 4 seats left.');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/?departureId=91'));
    expect(screen.getByRole('link', { name: 'Continue now' })).toHaveAttribute('href', '/bookings/?departureId=91');
  });

  it("says 'Sorry ! ' plus the message when the date cannot be booked, and does not move on", async () => {
    fakeApi({
      [AVAILABILITY]: () => ok({ data: availability }),
      [CHECK]: () => ok({ data: { available: false, message: "We don't run this tour on that date. The nearest departure is 10/03/2030.", departure: null } }),
      'GET waitlist/departure?tour_id=3&departure_date=2030-03-06': () => fail(404, 'Departure not found.'),
    });
    renderWithStore(<AvailabilityModal tourApiId={3} onClose={() => undefined} redirectDelayMs={0} />);
    await userEvent.click(await screen.findByRole('gridcell', { name: /Choose Wednesday, March 6th, 2030/ }));
    expect(await screen.findByText("Sorry ! We don't run this tour on that date. The nearest departure is 10/03/2030.")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it('offers the waitlist for a fully booked date and joins it', async () => {
    const calls = fakeApi({
      [AVAILABILITY]: () => ok({ data: availability }),
      [CHECK]: () => ok({ data: { available: false, message: 'This date is fully booked. The nearest departure is 17/03/2030.', departure: null } }),
      'GET waitlist/departure?tour_id=3&departure_date=2030-03-10': () => ok({ data: { departure_id: 'departure-91', joinable: true } }),
      'POST waitlist': () => ok({ data: { departure_id: 'departure-91', message: "You're on the waitlist. We'll email you as soon as a seat frees up on this departure." } }),
    });
    renderWithStore(<AvailabilityModal tourApiId={3} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('gridcell', { name: /Choose Sunday, March 10th, 2030/ }));
    expect(await screen.findByText('Sorry ! This date is fully booked. The nearest departure is 17/03/2030.')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Join the waitlist' });
    expect(screen.getByRole('heading', { name: 'Join the waitlist for Sun 10 Mar 2030' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(within(form).getByText('Email is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'waitlist')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/^First name/), 'Tama');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'tama@example.nz');
    await userEvent.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText("You're on the waitlist. We'll email you as soon as a seat frees up on this departure.")).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'waitlist')?.body).toEqual({ departure_id: 'departure-91', email: 'tama@example.nz', first_name: 'Tama' });
    expect(screen.queryByRole('form', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it('works from the keyboard alone: arrows move between days, Enter picks', async () => {
    const calls = fakeApi({
      [AVAILABILITY]: () => ok({ data: availability }),
      [CHECK]: () => ok({ data: { available: true, message: 'This departure has 2 seats left.', departure: { _id: 'departure-92' } } }),
    });
    renderWithStore(<AvailabilityModal tourApiId={3} onClose={() => undefined} redirectDelayMs={60_000} />);
    await screen.findByRole('gridcell', { name: /March 3rd, 2030/ });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/March 3rd, 2030/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/March 10th, 2030/));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Done ! This departure has 2 seats left.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'tour_info/departures/checking_departure')?.body).toEqual({ tour_id: 3, departure_date: '10/03/2030' });
  });

  it('says so and offers a retry when the dates cannot be loaded', async () => {
    let attempts = 0;
    fakeApi({ [AVAILABILITY]: () => (++attempts === 1 ? fail(500, 'Something went wrong on our side.') : ok({ data: availability })) });
    renderWithStore(<AvailabilityModal tourApiId={3} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('gridcell', { name: /March 3rd, 2030/ })).toBeInTheDocument();
  });
});

describe('CheckAvailability', () => {
  it('opens the calendar from its button and gives focus back to it on Escape', async () => {
    fakeApi({ [AVAILABILITY]: () => ok({ data: availability }) });
    renderWithStore(<CheckAvailability tourApiId={3} tourName="South Island Adventure" />);
    const button = screen.getByRole('button', { name: 'Check availability' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Check availability' })).toBeInTheDocument();
    await screen.findByRole('gridcell', { name: /March 3rd, 2030/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
