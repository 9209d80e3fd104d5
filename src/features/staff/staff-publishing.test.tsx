/**
 * The staff area's publishing page: the live build, the last rebuilds with their state, a failed
 * one's output, a running one followed until it goes live, and publishing turned off.
 */
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishBuild, PublishingStatusResponse } from '../../../contract/staff';
import { fakeApi, fail, ok } from '../../../test/msw/api';
import { staffRoute } from './staff-routes';
import { PUBLISHING_POLL_MS, triggerText } from './PublishingPage';
import { openStaffPage } from './test-utils';

jest.mock('../../components/layout/Layout', () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const build = (id: string, state: PublishBuild['state'], more: Partial<PublishBuild> = {}): PublishBuild => ({
  id,
  state,
  trigger: 'ContentManagement.Entry.publish',
  requested_at: '2026-11-25T06:10:00.000Z',
  started_at: '2026-11-25T06:10:10.000Z',
  finished_at: '2026-11-25T06:15:00.000Z',
  error_tail: null,
  ...more,
});
const status = (builds: PublishBuild[], more: Partial<PublishingStatusResponse> = {}): PublishingStatusResponse => ({
  success: true,
  enabled: true,
  current: builds.find((b) => b.state === 'live')?.id ?? null,
  building: builds.some((b) => b.state === 'building'),
  builds,
  ...more,
});

describe('publishing page', () => {
  it('is a staff route, and puts webhook topics into words', () => {
    expect(staffRoute('/staff/publishing/')).toEqual({ page: 'publishing' });
    expect(triggerText('ContentManagement.Entry.publish')).toBe('Entry published');
    expect(triggerText('ContentManagement.Asset.unpublish')).toBe('Asset unpublished');
    expect(triggerText('ContentManagement.ContentType.delete')).toBe('Content type deleted');
    expect(triggerText('site served at start (/srv/public)')).toBe('site served at start (/srv/public)');
  });

  it('shows the live build, and a failed build with its output while the site stays on the live one', async () => {
    const calls = fakeApi({
      'GET staff/publishing': () =>
        ok({
          ...status([
            build('20261125071000000-0003', 'failed', { trigger: 'ContentManagement.Asset.publish', finished_at: '2026-11-25T07:12:00.000Z', error_tail: 'gatsby build exited with 1\nThe tour "north-island-explorer" links a missing destination' }),
            build('20261125061000000-0002', 'live'),
            build('20261124061000000-0001', 'replaced', { trigger: 'site served at start (/srv/public)', requested_at: '2026-11-24T06:10:00.000Z' }),
          ]),
        }),
    });
    const u = userEvent.setup();
    openStaffPage('/staff/publishing/');
    expect(await screen.findByText('Served from build 20261125061000000-0002, live since Wed 25 Nov, 7:15 pm.')).toBeInTheDocument();
    expect(calls[0].session).toEqual({ token: 'tok', email: 'staff@example.nz' });
    expect(screen.getByRole('link', { name: 'Publishing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('The last build failed')).toBeInTheDocument();
    expect(screen.getByText(/The site still shows build 20261125061000000-0002, and the booking API its prices\./)).toBeInTheDocument();

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['20261125071000000-0003Requested Wed 25 Nov, 7:10 pm', 'Asset published', expect.stringMatching(/^FailedBuild output/), 'Wed 25 Nov, 8:12 pm'],
      ['20261125061000000-0002Requested Wed 25 Nov, 7:10 pm', 'Entry published', 'Live', 'Wed 25 Nov, 7:15 pm'],
      ['20261124061000000-0001Requested Tue 24 Nov, 7:10 pm', 'site served at start (/srv/public)', 'Replaced', 'Wed 25 Nov, 7:15 pm'],
    ]);
    const output = within(rows[0]).getByText(/links a missing destination/);
    expect(output).not.toBeVisible();
    await u.click(within(rows[0]).getByText('Build output'));
    expect(output).toBeVisible();
  });

  it('follows a running build until it goes live', async () => {
    let answers = 0;
    const live = build('20261125061000000-0002', 'live');
    const running = { requested_at: '2026-11-25T08:10:00.000Z', started_at: '2026-11-25T08:10:10.000Z' };
    fakeApi({
      'GET staff/publishing': () => {
        answers += 1;
        return answers === 1
          ? ok({ ...status([build('20261125081000000-0004', 'building', { ...running, finished_at: null }), live]) })
          : ok({ ...status([build('20261125081000000-0004', 'live', { ...running, finished_at: '2026-11-25T08:16:00.000Z' }), { ...live, state: 'replaced' }]) });
      },
    });
    openStaffPage('/staff/publishing/');
    expect(await screen.findByText(/A build is running since Wed 25 Nov, 9:10 pm \(Entry published\)\./)).toBeInTheDocument();
    expect(screen.getByText('Served from build 20261125061000000-0002, live since Wed 25 Nov, 7:15 pm.')).toBeInTheDocument();
    // Asked again after the poll interval, without a reload.
    expect(await screen.findByText('Served from build 20261125081000000-0004, live since Wed 25 Nov, 9:16 pm.', undefined, { timeout: PUBLISHING_POLL_MS + 4000 })).toBeInTheDocument();
    expect(screen.queryByText(/A build is running/)).not.toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('says when publishing is off, and when the status cannot be read', async () => {
    fakeApi({ 'GET staff/publishing': () => ok({ ...status([], { enabled: false }) }) });
    const first = openStaffPage('/staff/publishing/');
    expect(await screen.findByText(/Publishing from Contentful is off on this server/)).toBeInTheDocument();
    first.unmount();

    fakeApi({ 'GET staff/publishing': () => fail(403, 'Only staff can do this.') });
    openStaffPage('/staff/publishing/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff can do this.');
  });
});
