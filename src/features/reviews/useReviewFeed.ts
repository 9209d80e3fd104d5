import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '../../lib/request';
import {
  continueFeed,
  hasMoreReviews,
  nextPageRequest,
  readSourcePage,
  reviewDetailsPath,
  startFeed,
  type ReviewFeed,
  type ReviewFilters,
  type ReviewSource,
  type SourcePage,
} from './reviews';

async function fetchPage(source: ReviewSource, filters: ReviewFilters, page: number, signal?: AbortSignal): Promise<SourcePage> {
  const result = await request(reviewDetailsPath(source, filters, page), { signal });
  // SPEC 8: a failed review call falls back to an empty list (and is logged).
  if (!result.success && result.status !== 0) console.error(`Error fetching reviews (${source} source, page ${page}):`, result.status);
  return readSourcePage(result.success, result.data);
}

export interface ReviewFeedState {
  feed: ReviewFeed | null;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The reviews list of SPEC 4.6 wired to the API: both sources' first pages on load and after
 * every filter change (from page 1), then Load More through the first source, then the second.
 * A response for outdated filters is dropped.
 */
export function useReviewFeed(filters: ReviewFilters): ReviewFeedState {
  const [feed, setFeed] = useState<ReviewFeed | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  const { rating, timeFrame, tourId } = filters;

  useEffect(() => {
    const current = { rating, timeFrame, tourId };
    const id = ++generation.current;
    const controller = new AbortController();
    setLoading(true);
    setLoadingMore(false);
    Promise.all([fetchPage('first', current, 1, controller.signal), fetchPage('second', current, 1, controller.signal)]).then(([first, second]) => {
      if (id !== generation.current) return;
      setFeed(startFeed(first, second));
      setLoading(false);
    });
    return () => controller.abort();
  }, [rating, timeFrame, tourId]);

  const loadMore = useCallback(() => {
    if (!feed || loadingMore) return;
    const next = nextPageRequest(feed);
    if (!next) return;
    const id = generation.current;
    setLoadingMore(true);
    fetchPage(next.source, { rating, timeFrame, tourId }, next.page).then((page) => {
      if (id !== generation.current) return;
      setFeed((current) => (current ? continueFeed(current, next, page) : current));
      setLoadingMore(false);
    });
  }, [feed, loadingMore, rating, timeFrame, tourId]);

  return { feed, loading, loadingMore, hasMore: feed ? hasMoreReviews(feed) : false, loadMore };
}
