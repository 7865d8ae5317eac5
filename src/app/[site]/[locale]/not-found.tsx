import { env } from '@/config/env';
import { NotFoundContent } from '@/shell/not-found-content';

/** The themed 404: rendered inside the theme's layout (header, footer, tokens). */
export default function NotFound() {
  return (
    <>
      {/* Segment not-found files cannot export metadata; React 19 hoists this title into <head>. */}
      <title>{`Page not found | ${env().BRAND_NAME}`}</title>
      <NotFoundContent />
    </>
  );
}
