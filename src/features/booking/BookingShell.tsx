import React, { useDeferredValue, useEffect, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import type { Booking } from '../../../contract/bookings';
import { guardBookingPage, type GuardBooking, type LoadStatus } from './booking-guard';
import { adjacentSteps, bookingPagePath, pendingPreviousStep, pendingStepNavigation, stepNavigation, type BookingRef, type ShellPageKey } from './booking-steps';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { flashShown } from '../../state/ui-slice';
import { bookingLoaded } from './booking-slice';
import { takeDrawnQuery } from '../../state/page-seed';
import { useGetBookingQuery, useListBookingsQuery } from './bookings-api';
import { BookingHeader } from './BookingHeader';
import { StepNav } from './StepNav';
import { BookingToolbar } from './BookingToolbar';
import { SummarySidebar } from './SummarySidebar';
import { Spinner } from './Spinner';
import { LifecycleNotices } from './Notices';
import { StepIntro } from './StepIntro';
import * as styles from './Booking.module.css';

export interface StepProps {
  booking: Booking;
  bookingRef: BookingRef;
}

interface QueryLike {
  isUninitialized: boolean;
  isError: boolean;
  isFetching?: boolean;
  data?: unknown;
  error?: unknown;
}

/** The page while a booking loads where there is no step frame: the pre-rendered shell of the other /bookings/* addresses, and the receipt's. */
export function BookingLoading({ title = 'Your booking', label = 'Loading your booking…' }: { title?: string; label?: string }) {
  return (
    <>
      <BookingHeader title={title} />
      <div className="container">
        <div className={styles.loading} role="status">
          <Spinner />
          <span>{label}</span>
        </div>
      </div>
    </>
  );
}

/** RTK Query state -> the guard's load status; a reload that fails keeps what was shown. */
function statusOf(query: QueryLike): LoadStatus {
  if (query.data !== undefined) return 'done';
  if (query.isError) return 'error';
  if (query.isUninitialized) return 'idle';
  return 'loading';
}

export interface BookingShellProps {
  page: ShellPageKey;
  search: string;
  pathname: string;
  /** The page's own content once the guard lets it show. */
  render: (props: StepProps) => React.ReactNode;
}

/**
 * The shell of every booking page (SPEC 2.5): runs the guard of SPEC 4.3, then shows the
 * booking header, page navigation, toolbar, the lifecycle notices (hold, request, expired with
 * Revive: the server's status), the page and the summary sidebar. A booking that cannot be had
 * (not in the list, or its fetch fails, 404 included) says 'Failed to get booking details.' and
 * goes to the bookings list (SPEC 8).
 */
export function BookingShell({ page, search, pathname, render }: BookingShellProps) {
  const dispatch = useAppDispatch();
  const params = new URLSearchParams(search);
  const bookingId = params.get('bookingId');
  const tour = params.get('tour');
  const id = bookingId && /^\d{1,9}$/.test(bookingId) ? Number(bookingId) : null;
  const { session, restored } = useAppSelector((state) => state.session);
  const open = useAppSelector((state) => state.booking);
  const isAdmin = session?.is_admin === true;

  // 2. A customer's booking is looked up in their list; an admin fetches it directly by id.
  const list = useListBookingsQuery(undefined, { skip: !session || isAdmin || id === null });
  const fresh: GuardBooking | null = open.current && open.current.id === id ? open.current : null;
  const listed = list.data?.bookings.find((b) => b.id === id) ?? null;
  // A list being reloaded (after a change or a revival) may not hold a new booking yet: wait for it.
  const listStatus: LoadStatus = !listed && list.data !== undefined && list.isFetching ? 'loading' : statusOf(list);
  const customerLookup = { status: fresh ? ('done' as const) : listStatus, booking: fresh ?? listed };
  const common = { page, restored, session, bookingId, tour, currentPath: `${pathname}${search}` };
  const before = guardBookingPage({ ...common, lookup: customerLookup, detail: { status: 'idle' } });
  const armed = !!session && id !== null && (isAdmin || before.action === 'fetch');
  // 5. The booking in full, fetched afresh on every booking page (drawn by the server, it was read for this very request).
  const [drawnFresh] = useState(() => id !== null && takeDrawnQuery('getBooking', id));
  const detail = useGetBookingQuery(id ?? 0, { skip: !armed, refetchOnMountOrArgChange: !drawnFresh });

  const adminLookup = { status: fresh ? ('done' as const) : statusOf(detail), booking: fresh ?? detail.data?.booking ?? null };
  const decision = guardBookingPage({
    ...common,
    lookup: isAdmin ? adminLookup : customerLookup,
    detail: { status: statusOf(detail) },
  });

  const redirected = useRef<string | null>(null);
  useEffect(() => {
    redirected.current = null;
  }, [common.currentPath]);
  useEffect(() => {
    if (decision.action !== 'redirect' || redirected.current === decision.to) return;
    redirected.current = decision.to;
    if (decision.message) dispatch(flashShown('error', decision.message));
    void navigate(decision.to, { replace: true });
  }, [decision, dispatch]);

  // The cache may hold the booking while the local copy was reset (the bookings page resets it).
  const openId = open.current?.id;
  useEffect(() => {
    if (detail.data && detail.data.booking.id === id && openId !== id) dispatch(bookingLoaded(detail.data));
  }, [detail.data, id, openId, dispatch]);

  const loaded = decision.action === 'show' && open.current?.id === id ? open.current : null;
  // The booking arrives by a store update, which React renders at once: the page is first drawn
  // in a transition it slices (the loading state stays until then); later changes show at once.
  const arrived = useDeferredValue(loaded !== null);
  const booking = arrived ? loaded : null;

  // After a revival the Revive button is gone: focus moves to the notices that replace it.
  const notices = useRef<HTMLDivElement>(null);
  const [revived, setRevived] = useState(0);
  useEffect(() => {
    if (revived) notices.current?.focus();
  }, [revived]);

  // The same tree with or without the booking: the frame drawn while it loads (and pre-rendered
  // for each step) keeps its title, lead and navigation in place when the page arrives.
  const shown: StepProps | null = booking ? { booking, bookingRef: { bookingId: booking.id, tour: booking.tour_slug || tour || '' } } : null;
  const steps = shown ? stepNavigation(shown.booking, page, shown.bookingRef) : pendingStepNavigation(page);
  const previous = shown ? adjacentSteps(shown.booking, page).previous : pendingPreviousStep(page);
  return (
    <>
      <BookingHeader
        title={booking?.tour_name ?? 'Your booking'}
        booking={booking}
        stable
        back={previous ? { href: shown ? bookingPagePath(previous.key, shown.bookingRef) : null, label: previous.label } : null}
      />
      <div className="container">
        <StepNav steps={steps} />
        <BookingToolbar saving={open.saving > 0} />
        <div className={styles.layout}>
          <div className={styles.content}>
            {/* Block flow, not the column's gap: the notices' region (the focus target after a revival) takes no room while empty. */}
            <div>
              <StepIntro page={page} booking={booking} />
              {shown && <LifecycleNotices ref={notices} booking={shown.booking} showRequest={page !== 'late-request'} onRevived={() => setRevived((n) => n + 1)} />}
            </div>
            {shown ? (
              render(shown)
            ) : (
              <div className={styles.pending} role="status">
                <Spinner />
                <span>Loading your booking…</span>
              </div>
            )}
          </div>
          <aside className={styles.aside} aria-label="Booking summary">
            {shown && <SummarySidebar page={page} {...shown} />}
          </aside>
        </div>
      </div>
    </>
  );
}
