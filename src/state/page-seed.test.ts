import { makeStore } from './store';
import { pageSeedIn, seedStore, takeDrawnQuery } from './page-seed';
import { userApi } from '../features/account/user-api';
import { bookingsApi } from '../features/booking/bookings-api';
import { staffApi } from '../features/staff/staff-api';
import { PAGE_SEED_ID, WIZARD_STEP_PAGES, readsOfPage, signedInPageOf, type PageSeed } from '../../contract/signed-in-pages';
import { SHELL_PAGES, framedPagePath } from '../features/booking/booking-steps';

const seed: PageSeed = {
  session: { email: 'aroha@example.nz', is_admin: false },
  answers: {
    'users/me': { success: true, user: { id: 7, first_name: 'Aroha', email: 'aroha@example.nz', is_admin: false, bookings: { bookings: [] }, favorites: { activities: [3] } } },
    'bookings/bookings': { success: true, 'bookings/bookings': [{ id: 41, tour_name: 'South Island Adventure' }], 'bookings/travellers': [] },
    'never/registered': { ignored: true },
  },
};

describe('a store started from the page’s seed', () => {
  it('has the session and each answer cached as its query would have cached it, with no request made', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const store = makeStore();
    seedStore(store, seed, { token: 'stored-token', email: 'aroha@example.nz', is_admin: false });
    const state = store.getState();
    expect(state.session).toEqual({ authenticated: true, restored: true, session: { token: 'stored-token', email: 'aroha@example.nz', is_admin: false } });
    const me = userApi.endpoints.getMe.select('aroha@example.nz')(state);
    expect(me.status).toBe('fulfilled');
    expect(me.data?.first_name).toBe('Aroha');
    const list = bookingsApi.endpoints.listBookings.select(undefined)(state);
    expect(list.data).toEqual({ bookings: [{ id: 41, tour_name: 'South Island Adventure' }], travellers: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('a staff page’s seed', () => {
  it('caches each list under the query its page first asks for, and the publishing status', () => {
    const store = makeStore();
    const staffSeed: PageSeed = {
      session: { email: 'staff@example.nz', is_admin: true },
      answers: {
        'staff/departures?from=2026-12-07&page=1&per_page=25': { success: true, departures: [{ id: 5 }], page: 1, per_page: 25, total: 1 },
        'staff/bookings?page=1&per_page=25': { success: true, bookings: [{ id: 9 }], page: 1, per_page: 25, total: 31, total_capped: false },
        'staff/publishing': { success: true, enabled: false, current: null, builds: [] },
        'staff/requests': { success: true, requests: [{ id: 4 }] },
        'staff/promo_codes': { success: true, promo_codes: [{ id: 2, code: 'KIAORA' }, { id: 3, code: 'SNOW' }] },
        'staff/leads?page=1&per_page=25': { success: true, leads: [{ id: 8 }], page: 1, per_page: 25, total: 1, total_capped: false },
      },
    };
    seedStore(store, staffSeed, { token: 't', email: 'staff@example.nz', is_admin: true });
    const state = store.getState();
    // As the pages' toQuery() makes them: empty filters undefined, the page and its size numbers.
    const departures = staffApi.endpoints.staffDepartures.select({ tour: undefined, from: '2026-12-07', to: undefined, page: 1, per_page: 25 })(state);
    expect(departures.data).toEqual({ items: [{ id: 5 }], page: 1, per_page: 25, total: 1, capped: false });
    const bookings = staffApi.endpoints.searchBookings.select({ q: undefined, status: undefined, from: undefined, to: undefined, page: 1, per_page: 25 })(state);
    expect(bookings.data?.total).toBe(31);
    expect(staffApi.endpoints.publishingStatus.select(undefined)(state).data?.enabled).toBe(false);
    expect(staffApi.endpoints.staffRequests.select(undefined)(state).data).toEqual([{ id: 4 }]);
    expect(staffApi.endpoints.promoCodes.select(undefined)(state).data?.map((promo) => promo.code)).toEqual(['KIAORA', 'SNOW']);
    // As LeadsPage asks: no delivery filter, the first page.
    expect(staffApi.endpoints.leads.select({ delivery: undefined, page: 1, per_page: 25 })(state).data?.items).toEqual([{ id: 8 }]);
  });

  it('caches a booking’s and a departure’s page under the number in their reads', () => {
    const store = makeStore();
    seedStore(
      store,
      {
        session: { email: 'staff@example.nz', is_admin: true },
        answers: {
          'bookings/bookings/42': { success: true, booking: { id: 42, tour_name: 'South Island Adventure' }, travellers: [] },
          'staff/bookings/42/events': { success: true, events: [{ id: 3, action: 'created' }], earlier: false },
          'staff/departures/7/manifest': { success: true, departure: { id: 7 }, travellers: [] },
          'staff/departures/7/suppliers': { success: true, days: [] },
          // A booking answer without its booking caches nothing (the page then asks for it).
          'bookings/bookings/43': { success: true },
        },
      },
      { token: 't', email: 'staff@example.nz', is_admin: true },
    );
    const state = store.getState();
    // As StaffBookingPage, its audit log's first page and ManifestPage ask for them.
    expect(bookingsApi.endpoints.getBooking.select(42)(state).data?.booking.tour_name).toBe('South Island Adventure');
    // And open, as a fetch of it leaves the wizard's booking (its steps draw from that copy).
    expect(state.booking.current?.id).toBe(42);
    // Read for this page request: the page's first use need not ask again, any later one does.
    expect(takeDrawnQuery('getBooking', 42)).toBe(true);
    expect(takeDrawnQuery('getBooking', 42)).toBe(false);
    expect(takeDrawnQuery('getBooking', 43)).toBe(false);
    expect(staffApi.endpoints.bookingEvents.select({ id: 42, before: undefined })(state).data?.events).toHaveLength(1);
    expect(staffApi.endpoints.manifest.select(7)(state).data?.departure.id).toBe(7);
    expect(staffApi.endpoints.suppliers.select(7)(state).status).toBe('fulfilled');
    expect(bookingsApi.endpoints.getBooking.select(43)(state).status).toBe('uninitialized');
  });
});

describe('the seed in the page', () => {
  afterEach(() => document.getElementById(PAGE_SEED_ID)?.remove());
  const addSeed = (text: string) => {
    const script = document.createElement('script');
    script.id = PAGE_SEED_ID;
    script.type = 'application/json';
    script.textContent = text;
    document.head.append(script);
  };

  it('is read from its JSON script', () => {
    addSeed(JSON.stringify(seed));
    expect(pageSeedIn(document)).toEqual(seed);
  });

  it('is ignored when absent, unreadable or not a seed', () => {
    expect(pageSeedIn(document)).toBeUndefined();
    addSeed('{"session":');
    expect(pageSeedIn(document)).toBeUndefined();
    document.getElementById(PAGE_SEED_ID)?.remove();
    addSeed('{"answers":{}}');
    expect(pageSeedIn(document)).toBeUndefined();
  });
});

describe('the wizard’s steps drawn by the server', () => {
  it('are every page the booking shell draws, each drawn with the customer’s list and the booking its address names', () => {
    expect(SHELL_PAGES.map((page) => framedPagePath(page)).sort()).toEqual([...WIZARD_STEP_PAGES].sort());
    expect(readsOfPage(signedInPageOf('/bookings/review/', '?bookingId=41&tour=x')!, '2026-12-07')).toEqual(['users/me', 'bookings/bookings', 'bookings/bookings/41']);
  });
});

