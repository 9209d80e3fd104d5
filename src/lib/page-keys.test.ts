import { bodyClassFor, isTopAligned, layoutClassesFor, usesAlternateMain } from './page-keys';

describe('page keys', () => {
  it('derives the body class from the page key', () => {
    expect(bodyClassFor('home')).toBe('page-home');
    expect(bodyClassFor('user/sign-in')).toBe('page-user-sign-in top-aligned alt-main');
    expect(bodyClassFor('tour-day')).toBe('page-tour-day top-aligned');
  });

  it('marks the pages drawn in the browser, whose main area holds the footer below the fold', () => {
    expect(bodyClassFor('bookings')).toBe('page-bookings client-rendered');
    expect(bodyClassFor('staff')).toBe('page-staff client-rendered');
    expect(bodyClassFor('itinerary-download')).toBe('page-itinerary-download top-aligned alt-main client-rendered');
    expect(bodyClassFor('tours')).toBe('page-tours');
    expect(layoutClassesFor('bookings')).toEqual(['client-rendered']);
    expect(layoutClassesFor('tours')).toEqual([]);
  });

  it('knows the top-aligned and alternate-main keys of SPEC 2.1', () => {
    expect(isTopAligned('activity-page')).toBe(true);
    expect(usesAlternateMain('activity-page')).toBe(false);
    expect(isTopAligned('404')).toBe(true);
    expect(usesAlternateMain('404')).toBe(true);
    expect(isTopAligned('tours')).toBe(false);
  });
});
