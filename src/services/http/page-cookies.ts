/**
 * The cookies a page render may read, read as the page store reads them (src/domain/routing/page-cookies.ts):
 * a render that read them with Next's `cookies()` (the last of a repeated name wins, names are not
 * trimmed) could be stored under the key of another visitor's cookies. ESLint keeps `cookies()`
 * out of pages, layouts, blocks and features.
 */
import { headers } from 'next/headers';
import { cache } from 'react';
import { readPageCookies } from '@/domain/routing/page-cookies';

/** This request's declared cookies, parsed once per render (server components only). */
export const requestPageCookies = cache(async () => readPageCookies((await headers()).get('cookie')));
