// Unsupported content shows the same notice box as a failed block (§8 messages side by side).
import noticeStyles from '@/block-kit/block-error.module.css';
import { UNSUPPORTED_CONTENT_MESSAGE } from './renderable-content';

/** The §8 'Unsupported content type' notice, for content that is not a page the renderers can show. */
export function UnsupportedContent() {
  return (
    <div className={noticeStyles.error} role="alert" data-content-error="unsupported">
      <p>{UNSUPPORTED_CONTENT_MESSAGE}</p>
    </div>
  );
}
