import React from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { screen, within } from '@testing-library/react';
import { navigate, setStaticQueryData } from '../../../../test/gatsby-mock';
import { makeStore } from '../../../state/store';
import { sessionRestored } from '../../account/session-slice';
import { ReceiptPage, nzDate } from './ReceiptPage';
import { BookingApp } from '../BookingApp';
import { booking, detail, renderWithStore } from '../test-utils';
import { fakeApi, ok } from '../../../../test/msw/api';

// The page, not the site's header and footer.
jest.mock('../../../components/layout/Layout', () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

beforeEach(() =>
  setStaticQueryData({
    siteSettings: { brand_name: 'Kea Trails', phone: '+64 3 555 0199', phone_href: 'tel:+6435550199', email: 'hello@keatrails.co.nz', address_lines: ['12 Example Street', 'Queenstown 9300'] },
  }),
);

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

describe('ReceiptPage', () => {
  it('lists the operator, booking, travellers, each succeeded payment and the totals', async () => {
    fakeApi({
      'GET bookings/bookings/41': () =>
        ok(
          detail({
            booking: booking({ total: 8590, total_paid: 8590, balance_remaining: 0 }),
            payments: [
              { id: 1, amount: 198, status: 'succeeded', provider: 'test', reference: 'test_pi_aaa', card, failure_message: null, created_at: '2026-11-21T20:00:00.000Z' },
              { id: 2, amount: 99, status: 'failed', provider: 'test', reference: 'test_pi_bbb', card: null, failure_message: 'Declined', created_at: '2026-11-21T21:00:00.000Z' },
              { id: 3, amount: 8392, status: 'succeeded', provider: 'test', reference: 'test_pi_ccc', card: { ...card, brand: 'mastercard', last4: '4444' }, failure_message: null, created_at: '2026-11-22T01:00:00.000Z' },
            ],
          }) as unknown as Record<string, unknown>,
        ),
    });
    renderWithStore(<ReceiptPage search="?bookingId=41&tour=south-island-snow-safari" pathname="/bookings/receipt/" />);
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Kea Trails');
    expect(receipt).toHaveTextContent('12 Example Street');
    expect(receipt).toHaveTextContent('Booking reference 41');
    expect(receipt).toHaveTextContent('South Island Snow Safari (12 days)');
    expect(receipt).toHaveTextContent('Aroha Ngata');
    expect(receipt).toHaveTextContent('Booked, paid in full');
    const rows = within(receipt).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // 20:00 UTC on 21 Nov is 22 Nov in New Zealand.
    expect(rows[1]).toHaveTextContent('Sun 22 Nov 2026');
    expect(rows[1]).toHaveTextContent('Visa •••• 4242');
    expect(rows[1]).toHaveTextContent('test_pi_aaa');
    expect(rows[2]).toHaveTextContent('Mastercard •••• 4444');
    expect(receipt).not.toHaveTextContent('test_pi_bbb');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', () => {
    const store = makeStore();
    store.dispatch(sessionRestored(null));
    renderWithStore(<ReceiptPage search="?bookingId=41&tour=x" pathname="/bookings/receipt/" />, store);
    expect(navigate).toHaveBeenCalledWith(`/user/sign-in/?return=${encodeURIComponent('/bookings/receipt/?bookingId=41&tour=x')}`, { replace: true });
  });

  it('is pre-rendered as its header and loading note, and draws the booking once hydrated', async () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <BookingApp location={{ pathname: '/bookings/receipt/' }} framed="receipt" />
      </Provider>,
    );
    expect(html).toContain('Receipt');
    expect(html).toContain('Loading your receipt…');
    expect(html).not.toContain('Receipt not found');

    fakeApi({ 'GET bookings/bookings/41': () => ok(detail({ booking: booking() }) as unknown as Record<string, unknown>) });
    renderWithStore(<BookingApp location={{ pathname: '/bookings/receipt/', search: '?bookingId=41&tour=south-island-snow-safari' }} framed="receipt" />);
    expect(await screen.findByRole('article', { name: 'Receipt' })).toHaveTextContent('South Island Snow Safari (12 days)');
  });

  it('formats dates as New Zealand calendar dates', () => {
    expect(nzDate('2026-06-30T13:00:00.000Z')).toBe('Wed 1 Jul 2026');
  });
});
