import styles from './block-error.module.css';

/** Spec §8 "Failed content block", verbatim. */
export const BLOCK_ERROR_MESSAGE = 'Builder block error :( Check console for details';

/** What a failed block shows in its place. */
export function BlockError({ blockName }: { readonly blockName: string }) {
  return (
    <div className={styles.error} data-block-error={blockName}>
      <p>{BLOCK_ERROR_MESSAGE}</p>
    </div>
  );
}
