import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { ButtonGroup } from '@/ui/button';
import type { CssVars } from '@/ui/css-vars';
import { Section } from '@/ui/section';
import { SectionIntro } from '@/ui/section-intro';
import { sharePercent, stageDaysLabel, switchingPlan, type SwitchingStage } from '@/domain/switching/switching-plan';
import { PACE_BY_OPTION, type transitioningSchema } from './schema';
import styles from './transitioning.module.css';

type Props = BlockProps<typeof transitioningSchema>;

/** The day-by-day guide as a table: each stage's days, then the share of each food in the bowl. */
function Guide({
  stages,
  notes,
  currentFoodLabel,
  newFoodLabel,
  captionId,
}: Pick<Props, 'notes' | 'currentFoodLabel' | 'newFoodLabel'> & { readonly stages: readonly SwitchingStage[]; readonly captionId: string }) {
  return (
    <table className={styles.table} aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col">Days</th>
          <th scope="col">{currentFoodLabel}</th>
          <th scope="col">{newFoodLabel}</th>
        </tr>
      </thead>
      <tbody>
        {stages.map((stage, i) => {
          const fresh = sharePercent(stage.fresh);
          const bar: CssVars = { '--new-share': `${fresh}%` };
          const note = notes[i]?.note;
          return (
            <tr key={stage.firstDay}>
              <th scope="row">
                {stageDaysLabel(stage)}
                {note ? <span className={styles.note}>{note}</span> : null}
              </th>
              <td>{sharePercent(stage.current)}%</td>
              <td>
                <span className={styles.share}>
                  {fresh}%
                  <span className={styles.bar} style={bar} aria-hidden="true" />
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Transitioning (§2, Drawer or Fixed): a day-by-day guide from the current food to ours. The
 * Drawer is a native disclosure, so it opens from the keyboard (Enter or Space on its button),
 * says whether it is expanded, and needs no script; its heading stays outside, on the page.
 */
export function Transitioning({ variant, heading, body, drawerLabel, currentFoodLabel, newFoodLabel, pace, notes, backgroundColor, buttons }: Props) {
  const headingId = useId();
  const guide = <Guide stages={switchingPlan(PACE_BY_OPTION[pace]).stages} notes={notes} currentFoodLabel={currentFoodLabel} newFoodLabel={newFoodLabel} captionId={headingId} />;
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <SectionIntro inFlow headingId={headingId} heading={heading} body={body} />
      {variant === 'Drawer' ? (
        <details className={styles.drawer}>
          <summary className={styles.summary}>
            {drawerLabel}
            <span className={styles.sign} aria-hidden="true" />
          </summary>
          <div className={styles.panel}>{guide}</div>
        </details>
      ) : (
        <div className={styles.panel}>{guide}</div>
      )}
      <ButtonGroup buttons={buttons} className={styles.actions} />
    </Section>
  );
}
