import frame from './page-frame.module.css';

/** §2 page shell: three skip links (navigation, main content, footer), first in tab order. */
export function SkipLinks() {
  return (
    <nav aria-label="Skip links" className="skip-links">
      <a href="#site-navigation" className={frame.skipToNavigation}>
        Skip to navigation
      </a>
      <a href="#main-content">Skip to main content</a>
      <a href="#site-footer" className={frame.skipToFooter}>
        Skip to footer
      </a>
    </nav>
  );
}
