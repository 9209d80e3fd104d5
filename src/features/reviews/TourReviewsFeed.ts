import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { request } from '../../lib/request';
import {
  continueFeed,
  DEFAULT_REVIEW_FILTERS,
  hasMoreReviews,
  nextPageRequest,
  readSourcePage,
  reviewDetailsPath,
  startFeed,
  type ReviewFeed,
  type ReviewFilters,
  type ReviewSource,
  type ReviewView,
} from './reviews';

async function loadPage(source: ReviewSource, filters: ReviewFilters, page: number) {
  const result = await request(reviewDetailsPath(source, filters, page));
  // SPEC 8: review calls that fail fall back to an empty list; the failure is only logged.
  if (!result.success) console.error('Error fetching reviews:', (result.data as { errors?: string[] }).errors?.join(' ') ?? result.status);
  return readSourcePage(result.success, result.data);
}

export interface TourReviewsFeed {
  reviews: ReviewView[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
}

/**
 * One tour's reviews from both sources, paged as SPEC 4.6 says (rules in reviews.ts).
 * Nothing is fetched until `enabled` (the section nearing the screen); it stays loading until then.
 */
export function useTourReviewsFeed(tourApiId: number, enabled = true): TourReviewsFeed {
  const filters = useMemo<ReviewFilters>(() => ({ ...DEFAULT_REVIEW_FILTERS, tourId: String(tourApiId) }), [tourApiId]);
  const [feed, setFeed] = useState<ReviewFeed | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const feedRef = useRef<ReviewFeed | null>(null);
  feedRef.current = feed;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setFeed(null);
    Promise.all([loadPage('first', filters, 1), loadPage('second', filters, 1)]).then(([first, second]) => {
      if (!cancelled) setFeed(startFeed(first, second));
    });
    return () => {
      cancelled = true;
    };
  }, [filters, enabled]);

  const loadMore = useCallback(async () => {
    const current = feedRef.current;
    const next = current && nextPageRequest(current);
    if (!current || !next) return;
    setLoadingMore(true);
    const page = await loadPage(next.source, filters, next.page);
    setFeed((latest) => (latest ? continueFeed(latest, next, page) : latest));
    setLoadingMore(false);
  }, [filters]);

  return { reviews: feed?.reviews ?? [], loading: feed === null, loadingMore, hasMore: feed ? hasMoreReviews(feed) : false, loadMore };
}
