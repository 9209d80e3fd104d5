/**
 * The booking wizard's pages and step navigation (SPEC 2.5, DECISIONS routes). Pure: the
 * shell, the guard and the step links all read these rules.
 *
 * - When a booking is locked only the review and payment steps show.
 * - A booking that has ended (Expired, Cancelled, Declined: the server's status) shows only the
 *   review: nothing can change it, and an expired one is revived from there.
 * - Steps other than details are disabled until the conditions are agreed.
 */
import { isFinished, type BookingStatus } from '../../../contract/booking-lifecycle';

export type BookingStepKey = 'details' | 'traveller-details' | 'essentials' | 'add-ons' | 'review' | 'payment';
/** Every page of the booking area: the list, the six steps and the two notice pages. */
export type BookingPageKey = 'list' | BookingStepKey | 'extra-details' | 'late-request';

export interface BookingStep {
  key: BookingStepKey;
  label: string;
}

export const BOOKING_STEPS: readonly BookingStep[] = [
  { key: 'details', label: 'Booking conditions' },
  { key: 'traveller-details', label: 'Traveller details' },
  { key: 'essentials', label: 'Accommodation' },
  { key: 'add-ons', label: 'Add-ons' },
  { key: 'review', label: 'Review' },
  { key: 'payment', label: 'Payment' },
];

const STEP_KEYS = new Set<string>(BOOKING_STEPS.map((s) => s.key));

/** The pages drawn by the booking shell (one booking, its steps), each pre-rendered with its frame at `bookingPagePath(page)`. */
export type ShellPageKey = BookingStepKey | 'late-request';

/** Each shell page's title (SPEC 2.5), drawn above its content; its keys are the pages the build pre-renders. */
export const SHELL_PAGE_TITLES: Readonly<Record<ShellPageKey, string>> = {
  details: 'Booking conditions',
  'traveller-details': 'Traveller details',
  essentials: 'Accommodation',
  'add-ons': 'Add-ons',
  review: 'Review your booking',
  payment: 'Payment',
  'late-request': 'Your booking is on request',
};

export const SHELL_PAGES = Object.keys(SHELL_PAGE_TITLES) as ShellPageKey[];

/** The receipt's address, without its query (`?bookingId=&tour=`, payments/paths.ts). */
export const RECEIPT_PAGE_PATH = '/bookings/receipt/';

/**
 * The booking pages the build pre-renders at their own address: the shell's, the booking link's
 * sign-in page (static but for its query), the receipt (its header and loading note) and the
 * bookings list (its header; drawn with the customer's bookings by the server).
 */
export type FramedBookingPage = ShellPageKey | 'extra-details' | 'receipt' | 'list';
export const FRAMED_BOOKING_PAGES: readonly FramedBookingPage[] = [...SHELL_PAGES, 'extra-details', 'receipt', 'list'];

/** Where the build pre-renders a framed page: '/bookings/review/', '/bookings/receipt/'. */
export const framedPagePath = (page: FramedBookingPage): string => (page === 'receipt' ? RECEIPT_PAGE_PATH : bookingPagePath(page));

const SHELL_PAGE_KEYS = new Set<string>(SHELL_PAGES);

export const isShellPage = (key: string | null): key is ShellPageKey => key !== null && SHELL_PAGE_KEYS.has(key);
const NOTICE_PAGES = new Set<string>(['extra-details', 'late-request']);

export const isBookingStep = (key: string): key is BookingStepKey => STEP_KEYS.has(key);

/** '/bookings/' -> 'list'; '/bookings/add-ons/' -> 'add-ons'; unknown pages -> null. */
export function bookingPageFromPath(pathname: string): BookingPageKey | null {
  const rest = pathname.replace(/^\/bookings\/?/, '').replace(/\/+$/, '');
  if (rest === '') return 'list';
  if (STEP_KEYS.has(rest) || NOTICE_PAGES.has(rest)) return rest as BookingPageKey;
  return null;
}

export interface BookingRef {
  bookingId: string | number;
  tour: string;
}

/** '/bookings/review/?bookingId=12&tour=south-island-adventure' (trailing slash, DECISIONS). */
export function bookingPagePath(page: BookingPageKey, ref?: BookingRef | null): string {
  const base = page === 'list' ? '/bookings/' : `/bookings/${page}/`;
  if (!ref) return base;
  const params = new URLSearchParams({ bookingId: String(ref.bookingId), tour: ref.tour });
  return `${base}?${params.toString()}`;
}

export interface StepFlags {
  locked: boolean;
  agree_with_the_conditions: boolean;
  /** The server's status; absent means still live. */
  status?: BookingStatus;
}

/** Expired, Cancelled or Declined: review only. */
export const hasEnded = (flags: { status?: BookingStatus }): boolean => !!flags.status && isFinished(flags.status);

export interface StepLink extends BookingStep {
  href: string;
  disabled: boolean;
  current: boolean;
  /** 1-based position among the steps shown. */
  number: number;
  /** Drawn while the booking loads: not a link yet, for no reason the visitor must act on. */
  pending?: boolean;
}

/** The steps a booking shows: only the review once it has ended; only review and payment once locked. */
export function visibleSteps(flags: StepFlags): BookingStep[] {
  if (hasEnded(flags)) return BOOKING_STEPS.filter((s) => s.key === 'review');
  return flags.locked ? BOOKING_STEPS.filter((s) => s.key === 'review' || s.key === 'payment') : [...BOOKING_STEPS];
}

/** Whether a step can be opened now: everything but details waits for the conditions. */
export function isStepEnabled(step: BookingStepKey, flags: StepFlags): boolean {
  return step === 'details' || flags.agree_with_the_conditions;
}

export function stepNavigation(flags: StepFlags, current: BookingPageKey, ref: BookingRef): StepLink[] {
  return visibleSteps(flags).map((step, index) => ({
    ...step,
    href: bookingPagePath(step.key, ref),
    disabled: !isStepEnabled(step.key, flags),
    current: step.key === current,
    number: index + 1,
  }));
}

/** A live booking's steps, none of them a link yet: the navigation while a booking loads (and in a step's pre-rendered frame). */
export function pendingStepNavigation(current: BookingPageKey): StepLink[] {
  return BOOKING_STEPS.map((step, index) => ({ ...step, href: '', disabled: true, pending: true, current: step.key === current, number: index + 1 }));
}

/** The step a live booking's page goes Back to, whose button is held in place while the booking loads. */
export function pendingPreviousStep(current: BookingPageKey): BookingStep | null {
  return adjacentSteps({ locked: false, agree_with_the_conditions: true }, current).previous;
}

/** The neighbours of a step among the visible, enabled ones (Back button and Continue). */
export function adjacentSteps(flags: StepFlags, current: BookingPageKey): { previous: BookingStep | null; next: BookingStep | null } {
  const steps = visibleSteps(flags);
  const index = steps.findIndex((s) => s.key === current);
  if (index === -1) return { previous: null, next: null };
  const previous = index > 0 ? steps[index - 1] : null;
  const candidate = index < steps.length - 1 ? steps[index + 1] : null;
  const next = candidate && isStepEnabled(candidate.key, flags) ? candidate : null;
  return { previous, next };
}
