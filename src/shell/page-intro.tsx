import styles from './page-intro.module.css';

/** The heading block a page opens with. */
export function PageIntro({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className={styles.intro} aria-labelledby="page-heading">
      <h1 id="page-heading">{heading}</h1>
      <p>{intro}</p>
    </section>
  );
}
