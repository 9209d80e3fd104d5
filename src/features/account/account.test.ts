import {
  accountRoute,
  bookingPageUrl,
  requiresSignIn,
  resetLinkParams,
  returnTarget,
  safeReturnPath,
  travellersLabel,
  withReturn,
} from './account';

describe('accountRoute', () => {
  it('names each account page, with or without the trailing slash', () => {
    expect(accountRoute('/user/')).toBe('home');
    expect(accountRoute('/user')).toBe('home');
    expect(accountRoute('/user/sign-in/')).toBe('sign-in');
    expect(accountRoute('/user/sign-up')).toBe('sign-up');
    expect(accountRoute('/user/reset-password/')).toBe('reset-password');
    expect(accountRoute('/user/favourites/')).toBe('favourites');
    expect(accountRoute('/user/nothing-here/')).toBe('not-found');
    expect(accountRoute('/user/sign-in/extra/')).toBe('not-found');
  });

  it('guards the user home and favourites only', () => {
    expect(requiresSignIn('home')).toBe(true);
    expect(requiresSignIn('favourites')).toBe(true);
    expect(requiresSignIn('sign-in')).toBe(false);
    expect(requiresSignIn('reset-password')).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/tours/')).toBe('/tours/');
    expect(safeReturnPath('/bookings/?departureId=12')).toBe('/bookings/?departureId=12');
    expect(safeReturnPath('/activities/#list')).toBe('/activities/#list');
    expect(safeReturnPath('/user-edit/')).toBe('/user-edit/');
  });

  it('falls back to the user home when nothing usable is given', () => {
    expect(safeReturnPath(null)).toBe('/user/');
    expect(safeReturnPath(undefined)).toBe('/user/');
    expect(safeReturnPath('')).toBe('/user/');
    expect(safeReturnPath('tours/')).toBe('/user/');
  });

  it.each([
    'https://evil.example/',
    'http://evil.example/user/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
  ])('refuses another site: %j', (raw) => {
    expect(safeReturnPath(raw)).toBe('/user/');
  });

  it('never returns to a sign-in page (that would loop)', () => {
    expect(safeReturnPath('/user/sign-in/')).toBe('/user/');
    expect(safeReturnPath('/user/sign-up?return=/tours/')).toBe('/user/');
    expect(safeReturnPath('/tours/../user/reset-password/')).toBe('/user/');
  });

  it('uses the fallback given', () => {
    expect(safeReturnPath('https://evil.example', '/')).toBe('/');
  });
});

describe('returnTarget and withReturn', () => {
  it('reads the return parameter of an address', () => {
    expect(returnTarget('?return=%2Ftours%2F')).toBe('/tours/');
    expect(returnTarget('?return=/user/favourites/')).toBe('/user/favourites/');
    expect(returnTarget('?return=https%3A%2F%2Fevil.example')).toBe('/user/');
    expect(returnTarget('')).toBe('/user/');
  });

  it('builds a sign-in address that comes back, leaving out the default', () => {
    expect(withReturn('/user/sign-in/', '/user-edit/')).toBe('/user/sign-in/?return=%2Fuser-edit%2F');
    expect(withReturn('/user/sign-up/', '/bookings/?departureId=3')).toBe('/user/sign-up/?return=%2Fbookings%2F%3FdepartureId%3D3');
    expect(withReturn('/user/sign-in/', '/user/')).toBe('/user/sign-in/');
    expect(withReturn('/user/sign-in/', '//evil.example')).toBe('/user/sign-in/');
    expect(withReturn('/user/sign-in/', null)).toBe('/user/sign-in/');
  });

  it('round-trips: the address built is read back to the same path', () => {
    const target = '/bookings/details/?bookingId=4&tour=north-island';
    const url = new URL(withReturn('/user/sign-in/', target), 'https://kea.example');
    expect(returnTarget(url.search)).toBe(target);
  });
});

describe('resetLinkParams', () => {
  it('gives the token and email of a reset link', () => {
    expect(resetLinkParams('?token=abc_DEF-123&email=kim%2Btest%40example.nz')).toEqual({ token: 'abc_DEF-123', email: 'kim+test@example.nz' });
  });

  it('is null unless both are present', () => {
    expect(resetLinkParams('?token=abc')).toBeNull();
    expect(resetLinkParams('?email=a%40b.nz')).toBeNull();
    expect(resetLinkParams('?token=&email=a%40b.nz')).toBeNull();
    expect(resetLinkParams('')).toBeNull();
  });
});

describe('booking card text', () => {
  it('names the travellers when all are known, otherwise counts them', () => {
    expect(travellersLabel(['Kim Lee', 'Sam Roa'], 2)).toBe('Kim Lee, Sam Roa');
    expect(travellersLabel(['Kim Lee', ' '], 2)).toBe('2 travellers');
    expect(travellersLabel([], 1)).toBe('1 traveller');
  });

  it('links the booking pages with bookingId and tour', () => {
    expect(bookingPageUrl('payment', 12, 'north-island-adventure')).toBe('/bookings/payment/?bookingId=12&tour=north-island-adventure');
    expect(bookingPageUrl('review', 3, 'a b')).toBe('/bookings/review/?bookingId=3&tour=a%20b');
  });
});
