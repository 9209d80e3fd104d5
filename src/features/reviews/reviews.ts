/**
 * Reviews feed rules (SPEC 3 Review, 4.6, 8, 9): the wire shapes of the two review sources,
 * how a review reads on screen, and the paging across the sources:
 * - the first page of both sources is loaded; when the first source brings fewer than 3
 *   reviews, the second source's are appended;
 * - Load More takes the next page of the first source until its pages run out, then pages
 *   through the second source;
 * - a review whose product id was already shown is hidden;
 * - a filter change starts again from page 1.
 * Pure functions; the reviews page wires them to the API.
 */
import { formatNzMonthYear } from '../../../contract/dates';

/** One review as the API sends it (SPEC 3, section 7). Every field may be missing. */
export interface WireReview {
  products?: { id?: string | number | null; rating?: { rating?: number | null } | null; review?: string | null }[] | null;
  product?: { title?: string | null } | null;
  customer?: { display_name?: string | null } | null;
  imported_custom?: { title?: string | null; author?: string | null } | null;
  thread?: { comment?: string | null; from?: string | null }[] | null;
  created_at?: string | null;
}

export interface WireReviewPage {
  reviews?: WireReview[] | null;
  meta?: { pages?: number | null; current_page?: number | null } | null;
}

export type ReviewSource = 'first' | 'second';

/** A review as the page shows it. */
export interface ReviewView {
  /** Unique React key. */
  key: string;
  /** products[0].id: reviews sharing it are duplicates. */
  productId: string | null;
  rating: number;
  text: string;
  /** The review's own title (imported_custom.title beside a tour name), '' when none. */
  headline: string;
  tourTitle: string;
  author: string;
  /** 'March 2025', '' when unknown. */
  date: string;
  /** The company's reply: the first comment of the thread. */
  reply: string | null;
  source: ReviewSource;
}

export const TRUSTED_CUSTOMER = 'Trusted Customer';
/** SPEC 9: review text truncated at 250 characters. */
export const REVIEW_TEXT_LIMIT = 250;
/** SPEC 4.6: fewer than this from the first source and the second source's are appended. */
export const MIN_FIRST_PAGE_REVIEWS = 3;

const clean = (s: string | null | undefined) => (typeof s === 'string' ? s.trim() : '');

export function toReviewView(raw: WireReview, source: ReviewSource, index: number, page: number): ReviewView {
  const product = raw.products?.[0];
  const id = product?.id;
  const productId = id === null || id === undefined || id === '' ? null : String(id);
  const rating = Number(product?.rating?.rating);
  const productTitle = clean(raw.product?.title);
  const customTitle = clean(raw.imported_custom?.title);
  return {
    key: `${source}-${productId ?? `p${page}-${index}`}`,
    productId,
    rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0,
    text: clean(product?.review),
    // Without a product title, the imported title names the tour; beside one it is the review's own.
    headline: productTitle && customTitle !== productTitle ? customTitle : '',
    tourTitle: productTitle || customTitle,
    author: clean(raw.customer?.display_name) || clean(raw.imported_custom?.author) || TRUSTED_CUSTOMER,
    date: formatNzMonthYear(raw.created_at),
    reply: clean(raw.thread?.[0]?.comment) || null,
    source,
  };
}


/** Appends `incoming` to `shown`, hiding reviews whose product id is already there (or repeated). */
export function appendUnique(shown: readonly ReviewView[], incoming: readonly ReviewView[]): ReviewView[] {
  const seen = new Set(shown.map((r) => r.productId).filter((id): id is string => id !== null));
  const out = [...shown];
  for (const review of incoming) {
    if (review.productId !== null) {
      if (seen.has(review.productId)) continue;
      seen.add(review.productId);
    }
    out.push(review);
  }
  return out;
}

/**
 * The `n` reviews a tour's section shows first (SPEC 2.2: three): in feed order, each by a
 * different guest, so the section never shows the same name twice ('Trusted Customer' counts as
 * one name: two anonymous cards side by side read as one guest twice). Only when the loaded
 * reviews hold fewer than `n` different names are the others added, in order, so the section
 * is never emptier than the reviews allow.
 */
export function firstDistinctAuthors(reviews: readonly ReviewView[], n: number): ReviewView[] {
  const names = new Set<string>();
  const picked: ReviewView[] = [];
  const rest: ReviewView[] = [];
  for (const review of reviews) {
    const name = review.author.toLowerCase();
    if (picked.length < n && !names.has(name)) {
      names.add(name);
      picked.push(review);
    } else rest.push(review);
  }
  return picked.length >= n ? picked : [...picked, ...rest.slice(0, n - picked.length)];
}

export interface SourcePaging {
  /** Last page taken into the list (0: none yet). */
  page: number;
  /** Pages the source reported. */
  pages: number;
}

export interface ReviewFeed {
  reviews: ReviewView[];
  first: SourcePaging;
  second: SourcePaging;
}

/** A page of one source; a failed call is an empty page (SPEC 8: fall back to an empty list). */
export interface SourcePage {
  reviews: WireReview[];
  pages: number;
}

export function readSourcePage(success: boolean, data: unknown): SourcePage {
  if (!success || !data || typeof data !== 'object') return { reviews: [], pages: 0 };
  const body = data as { data?: WireReviewPage } & WireReviewPage;
  // The helper hands back the whole body: { success, data: { reviews, meta } }.
  const page = body.data && typeof body.data === 'object' ? body.data : body;
  const reviews = Array.isArray(page.reviews) ? page.reviews : [];
  const pages = Number(page.meta?.pages);
  return { reviews, pages: Number.isFinite(pages) && pages > 0 ? Math.floor(pages) : reviews.length > 0 ? 1 : 0 };
}

const views = (page: SourcePage, source: ReviewSource, pageNumber: number) => page.reviews.map((r, i) => toReviewView(r, source, i, pageNumber));

/** The feed after the first page of both sources has come back. */
export function startFeed(first: SourcePage, second: SourcePage): ReviewFeed {
  const firstViews = appendUnique([], views(first, 'first', 1));
  const useSecond = firstViews.length < MIN_FIRST_PAGE_REVIEWS;
  return {
    reviews: useSecond ? appendUnique(firstViews, views(second, 'second', 1)) : firstViews,
    first: { page: 1, pages: first.pages },
    // The second source's first page counts as taken only when it was appended.
    second: { page: useSecond ? 1 : 0, pages: second.pages },
  };
}

/** What Load More asks for next, or null when both sources have run out. */
export function nextPageRequest(feed: ReviewFeed): { source: ReviewSource; page: number } | null {
  if (feed.first.page < feed.first.pages) return { source: 'first', page: feed.first.page + 1 };
  if (feed.second.page < feed.second.pages) return { source: 'second', page: feed.second.page + 1 };
  return null;
}

export const hasMoreReviews = (feed: ReviewFeed) => nextPageRequest(feed) !== null;

/**
 * The feed after Load More brought `result` for `request`. A failed page (empty, 0 pages) ends
 * that source so the button cannot loop on an error.
 */
export function continueFeed(feed: ReviewFeed, request: { source: ReviewSource; page: number }, result: SourcePage): ReviewFeed {
  const paging = feed[request.source];
  const failed = result.reviews.length === 0 && result.pages === 0;
  return {
    ...feed,
    reviews: appendUnique(feed.reviews, views(result, request.source, request.page)),
    [request.source]: failed ? { page: paging.pages, pages: paging.pages } : { page: request.page, pages: Math.max(result.pages, request.page) },
  };
}

export type TimeFrame = 'most-recent' | 'least-recent';

export interface ReviewFilters {
  /** 1-5, or 0 for every rating. */
  rating: number;
  timeFrame: TimeFrame;
  /** A tour's api id, or '' for every tour. */
  tourId: string;
}

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = { rating: 0, timeFrame: 'most-recent', tourId: '' };

export const TIME_FRAME_OPTIONS: { value: TimeFrame; label: string }[] = [
  { value: 'most-recent', label: 'Most recent' },
  { value: 'least-recent', label: 'Least recent' },
];

/** SPEC 9: the rating filter runs from 1 to 5. */
export const RATING_OPTIONS = [5, 4, 3, 2, 1];

export const REVIEW_DETAILS_PATH = 'tour_info/tours/get_review_details';
export const IMPORTED_REVIEW_DETAILS_PATH = 'tour_info/tours/get_imported_review_details';

/** `tour_info/tours/get_review_details?tour_id=&rating=&timeFrame=most-recent&page=1` (unset filters left out). */
export function reviewDetailsPath(source: ReviewSource, filters: ReviewFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.tourId) params.set('tour_id', filters.tourId);
  if (filters.rating >= 1 && filters.rating <= 5) params.set('rating', String(filters.rating));
  params.set('timeFrame', filters.timeFrame);
  params.set('page', String(page));
  return `${source === 'first' ? REVIEW_DETAILS_PATH : IMPORTED_REVIEW_DETAILS_PATH}?${params.toString()}`;
}

/**
 * Cuts text at `limit` characters on a word boundary, with an ellipsis; `truncated` says
 * whether Read more is needed.
 */
export function truncateText(text: string, limit: number = REVIEW_TEXT_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return { text: `${base.replace(/[\s,.;:!?-]+$/, '')}…`, truncated: true };
}

export interface RatingSummary {
  count: number;
  rating: number;
}

/** SPEC 3 and 8: the aggregate rating, 0 reviews and 5 stars when the call fails. */
export function readRatingSummary(success: boolean, data: unknown): RatingSummary {
  const fallback = { count: 0, rating: 5 };
  if (!success || !data || typeof data !== 'object') return fallback;
  const body = data as { data?: Partial<RatingSummary> } & Partial<RatingSummary>;
  const summary = body.data && typeof body.data === 'object' ? body.data : body;
  const count = Number(summary.count);
  const rating = Number(summary.rating);
  return {
    count: Number.isFinite(count) && count >= 0 ? count : 0,
    rating: Number.isFinite(rating) && rating > 0 ? Math.min(5, rating) : 5,
  };
}
