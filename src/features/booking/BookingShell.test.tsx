import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { makeStore } from '../../state/store';
import { sessionRestored } from '../account/session-slice';
import { BookingShell } from './BookingShell';
import { SummarySidebar } from './SummarySidebar';
import { PROMO_INVALID } from './PromoCodeBox';
import { booking, detail, renderWithStore, signedInStore } from './test-utils';
import { fail, fakeApi, ok, type FakeAnswer } from '../../../test/msw/api';

const page = (text: string) => () => <p>{text}</p>;
const search = '?bookingId=41&tour=south-island-snow-safari';

beforeEach(() => (navigate as jest.Mock).mockClear());

describe('booking shell and guard', () => {
  it('sends a signed-out visitor with a booking link to the extra-details page', async () => {
    fakeApi({});
    const store = makeStore();
    store.dispatch(sessionRestored(null));
    renderWithStore(<BookingShell page="essentials" search={search} pathname="/bookings/essentials/" render={page('Essentials')} />, store);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/bookings/extra-details/?bookingId=41&tour=south-island-snow-safari', { replace: true }),
    );
  });

  it('sends a booking whose conditions are not agreed to the details page', async () => {
    const notAgreed = booking({ agree_with_the_conditions: false });
    fakeApi({ 'GET bookings/bookings': () => ok({ 'bookings/bookings': [notAgreed], 'bookings/travellers': [] }) });
    renderWithStore(<BookingShell page="add-ons" search={search} pathname="/bookings/add-ons/" render={page('Add-ons page body')} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/details/?bookingId=41&tour=south-island-snow-safari', { replace: true }));
    expect(screen.queryByText('Add-ons page body')).not.toBeInTheDocument();
  });

  it("says 'Failed to get booking details.' and goes to the bookings list when the booking is not in the list, fetching nothing more", async () => {
    const calls = fakeApi({ 'GET bookings/bookings': () => ok({ 'bookings/bookings': [], 'bookings/travellers': [] }) });
    const { store } = renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={page('Review page body')} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/', { replace: true }));
    expect(store.getState().ui.flashes.map((f) => f.text)).toContain('Failed to get booking details.');
    expect(calls.map((c) => c.path)).toEqual(['bookings/bookings']);
    expect(screen.queryByText('Review page body')).not.toBeInTheDocument();
    expect(screen.queryByText(/Booking not found/)).not.toBeInTheDocument();
  });

  it("says 'Failed to get booking details.' and goes to the bookings list when the booking answers 404", async () => {
    fakeApi({
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [booking()], 'bookings/travellers': [] }),
      'GET bookings/bookings/41': () => fail(404, 'Booking not found.'),
    });
    const { store } = renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={page('Review page body')} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/', { replace: true }));
    expect(store.getState().ui.flashes.map((f) => f.text)).toEqual(['Failed to get booking details.']);
    expect(screen.queryByText('Review page body')).not.toBeInTheDocument();
  });

  it("says 'Failed to get booking details.' and goes to the bookings list when the full fetch fails", async () => {
    fakeApi({
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [booking()], 'bookings/travellers': [] }),
      'GET bookings/bookings/41': () => fail(500, 'Internal error'),
    });
    const { store } = renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={page('Review')} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/', { replace: true }));
    expect(store.getState().ui.flashes.map((f) => f.text)).toContain('Failed to get booking details.');
  });

  it('draws its frame while the booking loads, and keeps its title and lead in place when the page arrives', async () => {
    let answer: ((value: FakeAnswer) => void) | null = null;
    fakeApi({
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [booking()], 'bookings/travellers': [] }),
      'GET bookings/bookings/41': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderWithStore(<BookingShell page="add-ons" search={search} pathname="/bookings/add-ons/" render={page('Add-ons page body')} />);
    const title = screen.getByRole('heading', { level: 2, name: 'Add-ons' });
    const lead = screen.getByText(/^Pre-book the activities you want on each day/);
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    expect(screen.getByText('Loading your booking…').closest('[role="status"]')).not.toBeNull();
    // The steps are there, none a link yet; the Back button's room is held, not offered.
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(steps.querySelectorAll('li')).toHaveLength(6);
    expect(steps.querySelector('a')).toBeNull();
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Add-ons');
    expect(screen.queryByRole('link', { name: /Back/ })).not.toBeInTheDocument();

    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.(ok({ ...detail() })));
    expect(await screen.findByText('Add-ons page body')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add-ons' })).toBe(title);
    expect(screen.getByText(/^Pre-book the activities you want on each day/)).toBe(lead);
    expect(screen.getByRole('heading', { level: 1, name: 'South Island Snow Safari' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/bookings/essentials/?bookingId=41&tour=south-island-snow-safari');
  });

  it('opens the vaccination notice of the traveller details once the booking is there, once a visit', async () => {
    window.sessionStorage.clear();
    fakeApi({
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [booking()], 'bookings/travellers': [] }),
      'GET bookings/bookings/41': () => ok({ ...detail() }),
    });
    const view = renderWithStore(<BookingShell page="traveller-details" search={search} pathname="/bookings/traveller-details/" render={page('Travellers page body')} />);
    const notice = await screen.findByRole('dialog', { name: 'Vaccination requirements' });
    expect(screen.getByText('Travellers page body')).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();
    renderWithStore(<BookingShell page="traveller-details" search={search} pathname="/bookings/traveller-details/" render={page('Travellers page body')} />);
    expect(await screen.findByText('Travellers page body')).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // ...and on request, from the lead.
    await userEvent.click(screen.getByRole('button', { name: 'Vaccination requirements' }));
    expect(screen.getByRole('dialog', { name: 'Vaccination requirements' })).toBeInTheDocument();
  });

  it('shows the page with the steps, toolbar and summary once the booking is loaded', async () => {
    fakeApi({
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [booking()], 'bookings/travellers': [] }),
      'GET bookings/bookings/41': () => ok({ ...detail() }),
    });
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={page('Review page body')} />);
    expect(await screen.findByText('Review page body')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'South Island Snow Safari' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/bookings/add-ons/?bookingId=41&tour=south-island-snow-safari');
    expect(screen.getByRole('navigation', { name: 'Booking steps' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Review/, current: 'step' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Booking summary' })).toHaveTextContent('NZ$8,590');
  });

  it('shows only review and payment for a locked booking', async () => {
    const locked = booking({ locked: true });
    fakeApi({
      'GET bookings/bookings': () => ok({ 'bookings/bookings': [locked], 'bookings/travellers': [] }),
      'GET bookings/bookings/41': () => ok({ ...detail({ booking: locked }) }),
    });
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={page('Locked review')} />);
    await screen.findByText('Locked review');
    const links = screen.getAllByRole('link').filter((a) => a.closest('nav[aria-label="Booking steps"]'));
    expect(links.map((a) => a.textContent)).toEqual(['1Review', '2Payment']);
  });
});

describe('summary sidebar', () => {
  it('shows check-in and check-out only once the conditions are agreed', () => {
    fakeApi({});
    const notAgreed = booking({ agree_with_the_conditions: false });
    const { unmount } = renderWithStore(<SummarySidebar page="details" booking={notAgreed} bookingRef={{ bookingId: 41, tour: 'x' }} />);
    expect(screen.queryByText('Check-in')).not.toBeInTheDocument();
    unmount();
    renderWithStore(<SummarySidebar page="details" booking={booking()} bookingRef={{ bookingId: 41, tour: 'x' }} />);
    expect(screen.getByText('Check-in')).toBeInTheDocument();
  });

  it("offers the promo code box on traveller-details only, and says 'Sorry! This Code is invalid' for a bad code", async () => {
    const invalid = booking({ promo_code_string: 'NOPE', promo_code_valid: false });
    const calls = fakeApi({
      'PUT bookings/bookings/41': () => ({ success: false, status: 200, data: { success: false, errors: [PROMO_INVALID], ...detail({ booking: invalid }) } }),
      'GET bookings/bookings/41': () => ok({ ...detail({ booking: invalid }) }),
    });
    const u = userEvent.setup();
    const store = signedInStore(detail());
    const { unmount } = renderWithStore(<SummarySidebar page="review" booking={booking()} bookingRef={{ bookingId: 41, tour: 'x' }} />, store);
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    unmount();
    renderWithStore(<SummarySidebar page="traveller-details" booking={booking()} bookingRef={{ bookingId: 41, tour: 'x' }} />, store);
    await u.type(screen.getByLabelText('Promo code'), 'nope');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PROMO_INVALID)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { 'bookings/booking': { promo_code_string: 'nope' } } });
  });

  it('confirms a valid code', async () => {
    const valid = booking({ promo_code_string: 'KIAORA10', promo_code_valid: true, total_discount: 859, total: 7731 });
    fakeApi({
      'PUT bookings/bookings/41': () => ok({ ...detail({ booking: valid }) }),
      'GET bookings/bookings/41': () => ok({ ...detail({ booking: valid }) }),
    });
    const u = userEvent.setup();
    renderWithStore(<SummarySidebar page="traveller-details" booking={booking()} bookingRef={{ bookingId: 41, tour: 'x' }} />, signedInStore(detail()));
    await u.type(screen.getByLabelText('Promo code'), 'kiaora10');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code KIAORA10 applied.')).toBeInTheDocument();
  });
});

describe('admin', () => {
  it('fetches the booking directly by id (no list) and reads data.currentBooking', async () => {
    const calls = fakeApi({
      'GET bookings/bookings/41': () => ok({ ...detail({ booking: booking({ tour_name: 'Somebody else’s booking' }) }), currentBooking: detail() }),
    });
    const store = makeStore();
    store.dispatch(sessionRestored({ token: 'admin-tok', email: 'admin@example.nz', is_admin: true }));
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={page('Admin view')} />, store);
    expect(await screen.findByText('Admin view')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'South Island Snow Safari' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).not.toContain('GET bookings/bookings');
  });

  it("says 'Failed to get booking details.' and goes to the bookings list when the booking does not exist", async () => {
    fakeApi({ 'GET bookings/bookings/41': () => fail(404, 'Booking not found.') });
    const store = makeStore();
    store.dispatch(sessionRestored({ token: 'admin-tok', email: 'admin@example.nz', is_admin: true }));
    renderWithStore(<BookingShell page="review" search={search} pathname="/bookings/review/" render={page('Admin view')} />, store);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/', { replace: true }));
    expect(store.getState().ui.flashes.map((f) => f.text)).toContain('Failed to get booking details.');
  });
});
