import { bodyClassFor, isTopAligned, usesAlternateMain } from './page-keys';

describe('page keys', () => {
  it('derives the body class from the page key', () => {
    expect(bodyClassFor('home')).toBe('page-home');
    expect(bodyClassFor('user/sign-in')).toBe('page-user-sign-in top-aligned alt-main');
    expect(bodyClassFor('tour-day')).toBe('page-tour-day top-aligned');
  });

  it('knows the top-aligned and alternate-main keys of SPEC 2.1', () => {
    expect(isTopAligned('activity-page')).toBe(true);
    expect(usesAlternateMain('activity-page')).toBe(false);
    expect(isTopAligned('404')).toBe(true);
    expect(usesAlternateMain('404')).toBe(true);
    expect(isTopAligned('tours')).toBe(false);
  });
});
