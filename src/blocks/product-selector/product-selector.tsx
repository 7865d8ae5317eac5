import type { BlockProps } from '@/block-kit/types';
import type { CssVars } from '@/ui/css-vars';
import { useEditorPreview } from '@/ui/use-editor-preview';
import type { productSelectorSchema } from './schema';
import styles from './product-selector.module.css';

/** What editors read while the block has no quiz link yet. */
export const MISSING_URL_MESSAGE = 'Product Selector: paste the quiz service’s embed link in this block’s “url” field to show the quiz here.';

/**
 * The Product Selector block (§2 "quiz service embed"): a third-party quiz in a titled frame.
 * Without a link it renders nothing for visitors and tells editors what is missing.
 */
export function ProductSelector({ url, title, height }: BlockProps<typeof productSelectorSchema>) {
  const editing = useEditorPreview();
  if (url === undefined || url === '') {
    return editing ? (
      <p className={styles.missing} role="note">
        {MISSING_URL_MESSAGE}
      </p>
    ) : null;
  }
  const style: CssVars = { '--selector-height': `${height}px` };
  return (
    <div className={styles.frameWrap} style={style}>
      <iframe
        className={styles.frame}
        src={url}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        // Scripts and forms run the quiz; popups and a user-started top navigation let its product
        // links leave the frame. Nothing else (no downloads, no automatic top navigation).
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      />
    </div>
  );
}
