import React from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { makeStore } from '../../state/store';
import { sessionRestored } from '../account/session-slice';
import { BookingApp } from './BookingApp';
import { renderWithStore, signedInStore } from './test-utils';
import { fakeApi } from '../../../test/msw/api';

// The page, not the site's header and footer.
jest.mock('../../components/layout/Layout', () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const location = { pathname: '/bookings/extra-details/', search: '?bookingId=41&tour=south-island-snow-safari' };

beforeEach(() => (navigate as jest.Mock).mockClear());

describe("the booking link's sign-in page, pre-rendered", () => {
  it('has its card in the HTML, with no reference yet (the HTML has no query)', () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <BookingApp location={{ pathname: location.pathname }} framed="extra-details" />
      </Provider>,
    );
    expect(html).toContain('Please sign in to continue');
    expect(html).toContain('email address the booking was made with');
    expect(html).not.toContain('Booking reference');
  });

  it('once hydrated, carries the reference and the return address for a visitor', async () => {
    fakeApi({});
    const store = makeStore();
    store.dispatch(sessionRestored(null));
    renderWithStore(<BookingApp location={location} framed="extra-details" />, store);
    expect(await screen.findByText('Booking reference 41')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to your booking' })).toHaveAttribute(
      'href',
      `/user/sign-in/?return=${encodeURIComponent('/bookings/traveller-details/?bookingId=41&tour=south-island-snow-safari')}`,
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor on to the booking, only once its address is read', async () => {
    fakeApi({});
    renderWithStore(<BookingApp location={location} framed="extra-details" />, signedInStore());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bookings/details/?bookingId=41&tour=south-island-snow-safari', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
