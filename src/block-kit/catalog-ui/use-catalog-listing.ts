'use client';

/**
 * Fetches a listing block's catalog slice from GET /api/catalog/products (same origin). Blocks are
 * client components inside BuilderComponent, so they cannot await a server getter; this keeps the
 * three states every listing shows: loading (after the §9 delay), error with a retry, and data.
 */
import { useCallback, useEffect, useState } from 'react';
import { listingUrl, type ListingQuery, type ListingResponse } from '@/features/catalog/listing-api';

export type ListingState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: ListingResponse };

const LISTING_ERROR_MESSAGE = "We couldn't load these products.";

const LOADING: ListingState = { status: 'loading' };

export function useCatalogListing(query: Partial<Record<keyof ListingQuery, string | undefined>>): ListingState & { retry: () => void } {
  const url = listingUrl(query);
  const [attempt, setAttempt] = useState(0);
  // Results are keyed by request, so a changed query or a retry reads as loading without a reset.
  const [result, setResult] = useState<{ readonly key: string; readonly state: ListingState } | null>(null);
  const key = `${url}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) {
          const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
          throw new Error(typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`);
        }
        return (await res.json()) as ListingResponse;
      })
      .then((data) => setResult({ key, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The visitor sees a short message; the detail (often the API's 400 text) is for the console.
        console.error(`catalog listing ${url} failed`, error);
        setResult({ key, state: { status: 'error', message: LISTING_ERROR_MESSAGE } });
      });
    return () => controller.abort();
  }, [url, key]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...(result?.key === key ? result.state : LOADING), retry };
}
