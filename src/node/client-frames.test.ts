import { framePathsOf } from './client-frames';

describe('framePathsOf', () => {
  it('lists the framed client pages and the file pages that draw their own frame, nothing else', () => {
    const pages = [
      { path: '/', context: {} },
      { path: '/bookings/review/', context: { framed: 'review' } },
      { path: '/staff/departures/', context: { framed: 'departures' } },
      { path: '/user-edit/', context: {} },
      { path: '/user/favourites/' },
      { path: '/bookings/[...]/' },
    ];
    expect(framePathsOf(pages)).toEqual(['/bookings/review/', '/staff/departures/', '/user-edit/']);
  });
});
