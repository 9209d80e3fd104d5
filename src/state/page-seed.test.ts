import { makeStore } from './store';
import { pageSeedIn, seedStore } from './page-seed';
import { userApi } from '../features/account/user-api';
import { bookingsApi } from '../features/booking/bookings-api';
import { PAGE_SEED_ID, type PageSeed } from '../../contract/signed-in-pages';

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
