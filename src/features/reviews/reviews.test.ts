import {
  firstDistinctAuthors,
  appendUnique,
  continueFeed,
  hasMoreReviews,
  nextPageRequest,
  readRatingSummary,
  readSourcePage,
  reviewDetailsPath,
  startFeed,
  toReviewView,
  truncateText,
  TRUSTED_CUSTOMER,
  type SourcePage,
  type WireReview,
} from './reviews';

const wire = (id: string | number, extra: Partial<WireReview> = {}): WireReview => ({
  products: [{ id, rating: { rating: 5 }, review: `Review ${id}` }],
  product: { title: 'South Island Adventure' },
  customer: { display_name: `Guest ${id}` },
  thread: [],
  ...extra,
});
const page = (ids: (string | number)[], pages: number): SourcePage => ({ reviews: ids.map((id) => wire(id)), pages });
const ids = (feed: { reviews: { productId: string | null }[] }) => feed.reviews.map((r) => r.productId);

describe('how a review reads', () => {
  it('takes rating, text, tour and name from the wire shape', () => {
    const view = toReviewView(wire(7, { thread: [{ comment: 'Thanks for travelling with us!', from: 'company' }, { comment: 'later' }] }), 'first', 0, 1);
    expect(view).toMatchObject({ productId: '7', rating: 5, text: 'Review 7', tourTitle: 'South Island Adventure', author: 'Guest 7', reply: 'Thanks for travelling with us!' });
  });

  it("shows 'Trusted Customer' when no name is given", () => {
    expect(toReviewView(wire(1, { customer: { display_name: '  ' } }), 'first', 0, 1).author).toBe(TRUSTED_CUSTOMER);
    expect(toReviewView({ products: [{ id: 2, review: 'x' }] }, 'second', 0, 1).author).toBe(TRUSTED_CUSTOMER);
  });

  it("shows the review's own title beside the tour name, and the month it was written", () => {
    const view = toReviewView(wire(8, { imported_custom: { title: 'Worth every cent', author: 'Guest 8' }, created_at: '2025-02-28T12:30:00Z' }), 'first', 0, 1);
    expect(view).toMatchObject({ headline: 'Worth every cent', tourTitle: 'South Island Adventure', date: 'March 2025' });
    expect(toReviewView(wire(9, { imported_custom: { title: 'South Island Adventure' } }), 'first', 0, 1).headline).toBe('');
  });

  it('uses the imported title and author for imported reviews', () => {
    const view = toReviewView({ products: [{ id: 'x1', rating: { rating: 4 }, review: 'Great' }], imported_custom: { title: 'North Island Explorer', author: 'Mere' } }, 'second', 0, 1);
    expect(view).toMatchObject({ tourTitle: 'North Island Explorer', headline: '', author: 'Mere', rating: 4, reply: null, date: '' });
  });
});

describe('hiding duplicates', () => {
  it('hides a review whose product id was already shown, in the same page or an earlier one', () => {
    const shown = [toReviewView(wire(1), 'first', 0, 1)];
    const incoming = [wire(2), wire(1), wire(2), wire(3)].map((r, i) => toReviewView(r, 'second', i, 1));
    expect(ids({ reviews: appendUnique(shown, incoming) })).toEqual(['1', '2', '3']);
  });

  it('keeps reviews that have no product id', () => {
    const incoming = [{ products: [{ review: 'a' }] }, { products: [{ review: 'b' }] }].map((r, i) => toReviewView(r, 'first', i, 1));
    expect(appendUnique([], incoming)).toHaveLength(2);
  });
});

describe('first load', () => {
  it('shows only the first source when it brings 3 or more reviews', () => {
    const feed = startFeed(page([1, 2, 3], 2), page(['a', 'b'], 1));
    expect(ids(feed)).toEqual(['1', '2', '3']);
    expect(feed.second.page).toBe(0);
  });

  it("appends the second source's reviews when the first brings fewer than 3", () => {
    const feed = startFeed(page([1, 2], 1), page(['a', 'b'], 3));
    expect(ids(feed)).toEqual(['1', '2', 'a', 'b']);
    expect(feed.second.page).toBe(1);
  });

  it('hides duplicates across the two sources', () => {
    expect(ids(startFeed(page([1], 1), page([1, 'a'], 1)))).toEqual(['1', 'a']);
  });

  it('shows the second source alone when the first fails', () => {
    const failed = readSourcePage(false, { errors: ['Request failed (404).'] });
    expect(failed).toEqual({ reviews: [], pages: 0 });
    expect(ids(startFeed(failed, page(['a'], 1)))).toEqual(['a']);
  });
});

describe('Load More', () => {
  it('pages through the first source, then the second', () => {
    let feed = startFeed(page([1, 2, 3], 2), page(['a', 'b', 'c'], 2));
    expect(nextPageRequest(feed)).toEqual({ source: 'first', page: 2 });
    feed = continueFeed(feed, { source: 'first', page: 2 }, page([4, 5], 2));
    expect(nextPageRequest(feed)).toEqual({ source: 'second', page: 1 });
    feed = continueFeed(feed, { source: 'second', page: 1 }, page(['a', 'b', 'c'], 2));
    expect(nextPageRequest(feed)).toEqual({ source: 'second', page: 2 });
    feed = continueFeed(feed, { source: 'second', page: 2 }, page(['d'], 2));
    expect(ids(feed)).toEqual(['1', '2', '3', '4', '5', 'a', 'b', 'c', 'd']);
    expect(hasMoreReviews(feed)).toBe(false);
  });

  it('skips the second source page already appended on the first load', () => {
    let feed = startFeed(page([1], 1), page(['a'], 2));
    expect(nextPageRequest(feed)).toEqual({ source: 'second', page: 2 });
    feed = continueFeed(feed, { source: 'second', page: 2 }, page(['b'], 2));
    expect(ids(feed)).toEqual(['1', 'a', 'b']);
    expect(hasMoreReviews(feed)).toBe(false);
  });

  it('stops asking a source whose next page failed', () => {
    let feed = startFeed(page([1, 2, 3], 3), page([], 0));
    feed = continueFeed(feed, { source: 'first', page: 2 }, readSourcePage(false, {}));
    expect(hasMoreReviews(feed)).toBe(false);
    expect(ids(feed)).toEqual(['1', '2', '3']);
  });

  it('has nothing more when both sources had a single page', () => {
    expect(hasMoreReviews(startFeed(page([1, 2, 3], 1), page([], 0)))).toBe(false);
  });
});

describe('reading the API', () => {
  it('reads reviews and pages from the whole body the request helper returns', () => {
    const body = { success: true, data: { reviews: [wire(1)], meta: { pages: 4, current_page: 1 } } };
    expect(readSourcePage(true, body)).toEqual({ reviews: [wire(1)], pages: 4 });
  });

  it('builds the review detail paths with the filters, leaving unset ones out', () => {
    expect(reviewDetailsPath('first', { rating: 0, timeFrame: 'most-recent', tourId: '' }, 1)).toBe('tour_info/tours/get_review_details?timeFrame=most-recent&page=1');
    expect(reviewDetailsPath('second', { rating: 4, timeFrame: 'least-recent', tourId: '12' }, 3)).toBe(
      'tour_info/tours/get_imported_review_details?tour_id=12&rating=4&timeFrame=least-recent&page=3',
    );
  });

  it('reads the aggregate rating, falling back to 0 reviews and 5 stars', () => {
    expect(readRatingSummary(true, { success: true, data: { count: 312, rating: 4.8 } })).toEqual({ count: 312, rating: 4.8 });
    expect(readRatingSummary(false, { errors: ['x'] })).toEqual({ count: 0, rating: 5 });
    expect(readRatingSummary(true, { success: true, data: {} })).toEqual({ count: 0, rating: 5 });
  });
});

describe('truncating review text', () => {
  it('leaves text of 250 characters or fewer alone', () => {
    const text = 'a'.repeat(250);
    expect(truncateText(text)).toEqual({ text, truncated: false });
  });

  it('cuts longer text on a word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const result = truncateText(text);
    expect(result.truncated).toBe(true);
    expect(result.text.endsWith('word…')).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(251);
  });

  it('cuts a single long word at the limit', () => {
    expect(truncateText('x'.repeat(300)).text).toBe(`${'x'.repeat(250)}…`);
  });
});

describe('firstDistinctAuthors', () => {
  const view = (n: number, author: string) => toReviewView({ products: [{ id: n, rating: { rating: 5 }, review: `Text ${n}` }], customer: { display_name: author } }, 'first', n, 1);
  it('takes the first reviews by different guests, in order', () => {
    const picked = firstDistinctAuthors([view(1, 'Ana'), view(2, 'Ana'), view(3, 'Ben'), view(4, ''), view(5, ''), view(6, 'Cy')], 3);
    expect(picked.map((r) => [r.productId, r.author])).toEqual([['1', 'Ana'], ['3', 'Ben'], ['4', 'Trusted Customer']]);
  });
  it('fills up with repeated names only when there are not enough different ones', () => {
    expect(firstDistinctAuthors([view(1, 'Ana'), view(2, 'Ana'), view(3, 'Ben')], 3).map((r) => r.productId)).toEqual(['1', '3', '2']);
    expect(firstDistinctAuthors([view(1, 'Ana')], 3)).toHaveLength(1);
  });
});
