'use client';

import { useEffect, useState } from 'react';
import type { RatingSummary } from '@/domain/reviews/review';

const RATINGS_ROUTE = '/api/reviews/ratings';

/** Summaries already fetched on this page, by review-service id (null: the product has no reviews). */
type Known = ReadonlyMap<string, RatingSummary | null>;

function isSummary(value: unknown): value is RatingSummary {
  if (typeof value !== 'object' || value === null) return false;
  const { average, count } = value as Record<string, unknown>;
  return typeof average === 'number' && typeof count === 'number';
}

/** The route's `{ ratings: { id: { average, count } } }`, as a summary (or null) for every id asked. */
async function fetchSummaries(ids: readonly string[], signal: AbortSignal): Promise<Map<string, RatingSummary | null>> {
  const response = await fetch(`${RATINGS_ROUTE}?${new URLSearchParams({ ids: ids.join(',') }).toString()}`, { signal });
  if (!response.ok) throw new Error(`GET ${RATINGS_ROUTE} answered ${response.status}`);
  const body: unknown = await response.json();
  const ratings: unknown = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).ratings : undefined;
  const found = typeof ratings === 'object' && ratings !== null ? (ratings as Record<string, unknown>) : {};
  return new Map(ids.map((id) => [id, Object.hasOwn(found, id) && isSummary(found[id]) ? found[id] : null]));
}

/**
 * The star summaries of products whose cards the browser builds from search hits (§2 product card:
 * the rating by the product's review-service id), fetched in one request per new set of ids and
 * kept for the page's life. Until they arrive, and when the request fails, cards show no stars,
 * as cards do on the server when the review service cannot answer.
 */
export function useRatingSummaries(ids: readonly string[]): Known {
  const [known, setKnown] = useState<Known>(() => new Map());
  const missing = ids.filter((id) => !known.has(id));
  const key = [...new Set(missing)].sort().join(',');

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    fetchSummaries(key.split(','), controller.signal).then(
      (fetched) => setKnown((before) => new Map([...before, ...fetched])),
      (error: unknown) => {
        if (controller.signal.aborted) return; // a newer set of hits replaced this one
        console.error('Product ratings for the search results could not be loaded', error);
      },
    );
    return () => controller.abort();
  }, [key]);

  return known;
}
