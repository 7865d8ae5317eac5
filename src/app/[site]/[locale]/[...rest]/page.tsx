import { notFound } from 'next/navigation';

/** Any path without a page is a 404, rendered by the themed not-found.tsx of this segment. */
export default function UnknownPath(): never {
  notFound();
}
