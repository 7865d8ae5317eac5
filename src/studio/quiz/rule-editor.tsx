'use client';

import { useState } from 'react';
import { FACT_FIELDS, RULE_KINDS } from '@/engine';
import { CONDITIONAL_KINDS, newRule, operatorChoices, rulesAsFields, toRule, valueChoices, withChange, type RuleFields } from './rule-fields';
import styles from './quiz-studio.module.css';

/** A question's options as conditions can name them: `question=value`. */
export type ConditionChoice = { readonly question: string; readonly heading: string; readonly values: readonly string[] };

/** Where a configuration error of one rule points: the control it is shown at. */
type RuleControl = 'kind' | 'field' | 'operator' | 'value' | 'when';

// The engine names the part of a rule it refuses by the last key of its path.
const controlOf = (field: string | undefined): RuleControl => {
  if (field === 'field') return 'field';
  if (field === 'has' || field === 'lacks' || field === 'is' || field === 'species') return 'value';
  if (field === 'when' || field === 'question' || field === 'value') return 'when';
  return 'kind';
};

/** One rule's problems, each with the field it is about. */
export type RuleProblem = { readonly field: string | undefined; readonly detail: string };

type Props = {
  /** Unique prefix for ids. */
  readonly id: string;
  /** The option's name, for labels ("Fish rules"). */
  readonly name: string;
  /** The option's rules as they stand in the draft (engine rule language, maybe malformed). */
  readonly rules: unknown;
  /** The JSON box's text while the editor types in it, or undefined to show the draft's rules. */
  readonly jsonText: string | undefined;
  readonly jsonError: string | undefined;
  /** Problems of single rules, by rule index. */
  readonly ruleProblems: ReadonlyMap<number, readonly RuleProblem[]>;
  /** Problems of the option's rules as a whole (where the pet type is set, JSON shape). */
  readonly rulesProblems: readonly string[];
  readonly conditions: readonly ConditionChoice[];
  readonly onRules: (rules: readonly Record<string, unknown>[]) => void;
  readonly onJson: (text: string) => void;
};

const conditionKey = (when: RuleFields['when']): string => (when === undefined ? '' : `${when.question}=${when.value}`);

/** A select whose current value is always among its options, so a value the engine refuses still shows (with its message). */
function Choice(props: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly choices: readonly string[];
  readonly problem: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const choices = props.choices.includes(props.value) ? props.choices : [props.value, ...props.choices];
  return (
    <span className={styles.ruleField}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.problem === undefined ? undefined : true}
        aria-describedby={props.problem === undefined ? undefined : `${props.id}-error`}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice === '' ? '(none)' : choice}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * An option's rules as rows of fields (kind, field, operator, value, and for exclude and require a
 * condition on another answer), with "Edit as JSON" for the same rules as text. Each rule's
 * configuration messages show under its row, tied to the control they are about.
 */
export function RuleEditor(props: Props) {
  const { id, name, rules, ruleProblems } = props;
  const asFields = props.jsonError === undefined ? rulesAsFields(rules) : undefined;
  const json = props.jsonText ?? JSON.stringify(rules ?? [], null, 2);
  // Rows show their own rules' problems; without rows, the JSON box shows them.
  const unshown = asFields !== undefined ? [] : [...ruleProblems.entries()].flatMap(([index, problems]) => problems.map((p) => `rule ${index + 1}: ${p.detail}`));
  const jsonProblems = [...(props.jsonError === undefined ? [] : [props.jsonError]), ...props.rulesProblems, ...unshown];
  const anyRuleProblem = [...ruleProblems.values()].some((problems) => problems.length > 0);
  // Kept open while the editor types in it, even once the JSON reads as fields again.
  const [jsonOpen, setJsonOpen] = useState(false);

  const change = (index: number, update: Partial<RuleFields>) => {
    if (asFields === undefined) return;
    props.onRules(asFields.map((rule, i) => toRule(i === index ? withChange(rule, update) : rule)));
  };
  const remove = (index: number) => asFields !== undefined && props.onRules(asFields.filter((_, i) => i !== index).map(toRule));
  const add = () => asFields !== undefined && props.onRules([...asFields.map(toRule), toRule(newRule())]);

  return (
    <fieldset className={styles.rules}>
      <legend>{`${name} rules`}</legend>
      {asFields === undefined ? (
        <p className={styles.muted}>
          {props.jsonError === undefined ? 'These rules have a shape the fields cannot show: edit them as JSON below.' : 'Fix the JSON below to edit these rules as fields.'}
        </p>
      ) : asFields.length === 0 ? (
        <p className={styles.muted}>No rules: choosing this option means nothing for products.</p>
      ) : (
        <ol className={styles.ruleList}>
          {asFields.map((rule, index) => {
            const rowId = `${id}-rule${index}`;
            const problems = ruleProblems.get(index) ?? [];
            const problemAt = (control: RuleControl): string | undefined => {
              const at = problems.filter((problem) => controlOf(problem.field) === control).map((problem) => problem.detail);
              return at.length === 0 ? undefined : at.join('; ');
            };
            const values = valueChoices(rule);
            const conditional = CONDITIONAL_KINDS.includes(rule.kind);
            const controls: readonly RuleControl[] = ['kind', 'field', 'operator', 'value', 'when'];
            return (
              <li key={index}>
                <div className={styles.rule} role="group" aria-label={`Rule ${index + 1}`}>
                  <Choice
                    id={`${rowId}-kind`}
                    label="Kind"
                    value={rule.kind}
                    choices={RULE_KINDS}
                    problem={problemAt('kind')}
                    onChange={(kind) => change(index, { kind: kind as RuleFields['kind'] })}
                  />
                  {rule.kind === 'species' ? null : (
                    <>
                      <Choice id={`${rowId}-field`} label="Field" value={rule.field} choices={FACT_FIELDS} problem={problemAt('field')} onChange={(field) => change(index, { field })} />
                      <Choice
                        id={`${rowId}-operator`}
                        label="Test"
                        value={rule.operator}
                        choices={operatorChoices(rule.field)}
                        problem={problemAt('operator')}
                        onChange={(operator) => change(index, { operator })}
                      />
                    </>
                  )}
                  {values === undefined ? (
                    <span className={styles.ruleField}>
                      <label htmlFor={`${rowId}-value`}>Value</label>
                      <input
                        id={`${rowId}-value`}
                        type="text"
                        value={rule.value}
                        aria-invalid={problemAt('value') === undefined ? undefined : true}
                        aria-describedby={problemAt('value') === undefined ? undefined : `${rowId}-value-error`}
                        onChange={(event) => change(index, { value: event.target.value })}
                      />
                    </span>
                  ) : (
                    <Choice
                      id={`${rowId}-value`}
                      label={rule.kind === 'species' ? 'Species' : 'Value'}
                      value={rule.value}
                      choices={values}
                      problem={problemAt('value')}
                      onChange={(value) => change(index, { value })}
                    />
                  )}
                  {conditional ? (
                    <span className={styles.ruleField}>
                      <label htmlFor={`${rowId}-when`}>Only when</label>
                      <select
                        id={`${rowId}-when`}
                        value={conditionKey(rule.when)}
                        aria-invalid={problemAt('when') === undefined ? undefined : true}
                        aria-describedby={problemAt('when') === undefined ? undefined : `${rowId}-when-error`}
                        onChange={(event) => {
                          const at = event.target.value.indexOf('=');
                          change(index, { when: at < 0 ? undefined : { question: event.target.value.slice(0, at), value: event.target.value.slice(at + 1) } });
                        }}
                      >
                        <option value="">(always)</option>
                        {rule.when !== undefined && !props.conditions.some((c) => c.question === rule.when?.question && c.values.includes(rule.when.value)) ? (
                          <option value={conditionKey(rule.when)}>{conditionKey(rule.when)}</option>
                        ) : null}
                        {props.conditions.map((condition) => (
                          <optgroup key={condition.question} label={condition.heading}>
                            {condition.values.map((value) => (
                              <option key={value} value={`${condition.question}=${value}`}>{`${condition.question} = ${value}`}</option>
                            ))}
                          </optgroup>
                        ))}
                      </select>
                    </span>
                  ) : null}
                  <button type="button" className={styles.smallButton} onClick={() => remove(index)}>
                    {`Remove rule ${index + 1}`}
                  </button>
                  {controls.map((control) => {
                    const problem = problemAt(control);
                    return problem === undefined ? null : (
                      <p key={control} id={`${rowId}-${control}-error`} className={styles.fieldError}>
                        {problem}
                      </p>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {asFields === undefined ? null : (
        <button type="button" className={styles.smallButton} onClick={add}>
          Add a rule
        </button>
      )}
      <details className={styles.json} open={jsonOpen || asFields === undefined} onToggle={(event) => setJsonOpen(event.currentTarget.open)}>
        <summary>Edit as JSON</summary>
        <label htmlFor={`${id}-json`}>{`${name} rules (JSON)`}</label>
        <textarea
          id={`${id}-json`}
          className={styles.code}
          rows={Math.min(14, Math.max(3, json.split('\n').length))}
          value={json}
          spellCheck={false}
          aria-invalid={jsonProblems.length === 0 && !anyRuleProblem ? undefined : true}
          aria-describedby={jsonProblems.length === 0 ? undefined : `${id}-json-error`}
          onChange={(event) => {
            setJsonOpen(true);
            props.onJson(event.target.value);
          }}
        />
      </details>
      {jsonProblems.length === 0 ? null : (
        <p id={`${id}-json-error`} className={styles.fieldError}>
          {jsonProblems.join('; ')}
        </p>
      )}
    </fieldset>
  );
}
