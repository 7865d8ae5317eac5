'use client';

import { useId, useMemo, useState } from 'react';
import { QUIZ_WEIGHTS } from '@/config/constants';
import { parseQuizConfig, prepareCatalog, type ProductFacts, type QuizAnswers, type QuizConfig, type QuizConfigError } from '@/engine';
import { fromPastedJson, toBlockOptions } from './block-format';
import { applyOptionsCsv, toOptionsCsv, type StudioConfigInput } from './options-csv';
import { rankPanel, savedPlaces, type PanelPick } from './panel';
import { PetPlan } from './pet-plan';
import { RuleEditor, type ConditionChoice, type RuleProblem } from './rule-editor';
import { SAMPLE_PETS, type SamplePet } from './sample-pets';
import styles from './quiz-studio.module.css';

export type QuizStudioProps = {
  /** The default flow as JSON (fixtures/quiz/default-flow.json), the studio's starting point. */
  readonly defaultFlow: StudioConfigInput;
  readonly products: readonly ProductFacts[];
  /** Product names by id, for the panel. */
  readonly names: Readonly<Record<string, string>>;
};

type PetDraft = { readonly pet: SamplePet; readonly text: string; readonly problem: string | undefined };

// A weight field's text as configuration input: blank is "not set" (the §5 "weight is required"),
// anything else a number for the schema to judge (NaN and fractions are refused there).
const weightInput = (text: string): number | null => (text.trim() === '' ? null : Number(text));

// A weight left out means the §3 default (5); an emptied one (null) shows empty, as the editor left it.
const weightText = (weight: unknown): string =>
  weight === undefined ? String(QUIZ_WEIGHTS.defaultWeight) : typeof weight === 'number' ? String(weight) : typeof weight === 'string' ? weight : '';

const optionKey = (questionIndex: number, optionIndex: number): string => `q${questionIndex}.o${optionIndex}`;

const fieldKey = (questionIndex: number, optionIndex: number | undefined, field: string): string =>
  optionIndex === undefined ? `q${questionIndex}.${field}` : `${optionKey(questionIndex, optionIndex)}.${field}`;

const without = (record: Readonly<Record<string, string>>, key: string): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

type LocatedErrors = {
  readonly byField: ReadonlyMap<string, string[]>;
  readonly general: readonly string[];
  /** Problems of single rules: option key (`q1.o2`) → rule index → problems. */
  readonly byRule: ReadonlyMap<string, ReadonlyMap<number, RuleProblem[]>>;
};

/**
 * Where the form shows a problem with a field: a weight or an option's rules at their own control;
 * every other field of a question (inputType, id, options…) under the question's legend, and of
 * an option (name, value…) under the option, each message naming its field. A field the form has
 * no control for must still show somewhere, or "shown at their fields" would show nothing.
 */
function placeOf(field: string | undefined, isOption: boolean): string {
  if (field === 'weight' || (isOption && field === 'rules')) return field;
  return isOption ? 'other' : 'heading';
}

function errorsByField(errors: readonly QuizConfigError[]): LocatedErrors {
  const byField = new Map<string, string[]>();
  const byRule = new Map<string, Map<number, RuleProblem[]>>();
  const general: string[] = [];
  for (const error of errors) {
    if (error.questionIndex === undefined) {
      general.push(error.message);
      continue;
    }
    if (error.ruleIndex !== undefined && error.optionIndex !== undefined) {
      // A rule's problem is shown at the rule's row, at the control it is about.
      const key = optionKey(error.questionIndex, error.optionIndex);
      const rules = byRule.get(key) ?? new Map<number, RuleProblem[]>();
      rules.set(error.ruleIndex, [...(rules.get(error.ruleIndex) ?? []), { field: error.field, detail: error.detail }]);
      byRule.set(key, rules);
      continue;
    }
    const key = fieldKey(error.questionIndex, error.optionIndex, placeOf(error.field, error.optionIndex !== undefined));
    byField.set(key, [...(byField.get(key) ?? []), error.detail]);
  }
  return { byField, general, byRule };
}

const NO_RULE_PROBLEMS: ReadonlyMap<number, readonly RuleProblem[]> = new Map();

function Move({ pick }: { readonly pick: PanelPick }) {
  if (pick.isNew) return <span className={styles.moveNew}>new</span>;
  if (pick.moved > 0) return <span className={styles.moveUp} aria-label={`up ${pick.moved} ${pick.moved === 1 ? 'place' : 'places'}`}>▲{pick.moved}</span>;
  if (pick.moved < 0) return <span className={styles.moveDown} aria-label={`down ${-pick.moved} ${pick.moved === -1 ? 'place' : 'places'}`}>▼{-pick.moved}</span>;
  return <span className={styles.moveSame} aria-label="same place">=</span>;
}

/** A labelled field with its §5 messages under it, tied by aria-describedby. */
function FieldErrors({ id, messages }: { readonly id: string; readonly messages: readonly string[] | undefined }) {
  if (messages === undefined || messages.length === 0) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {messages.join('; ')}
    </p>
  );
}

/**
 * The quiz studio: edit the weights and rules of a quiz configuration and watch eleven sample pets'
 * picks move against the saved configuration, with the editor messages at each field; load the
 * default flow or a pasted Product Quiz block, export the block's options JSON or CSV, import CSV.
 */
export function QuizStudio({ defaultFlow, products, names }: QuizStudioProps) {
  const id = useId();
  const catalog = useMemo(() => prepareCatalog(products), [products]);
  const [draft, setDraft] = useState<StudioConfigInput>(defaultFlow);
  const [rulesText, setRulesText] = useState<Readonly<Record<string, string>>>({});
  const [rulesJsonErrors, setRulesJsonErrors] = useState<Readonly<Record<string, string>>>({});
  const [saved, setSaved] = useState<QuizConfig | undefined>(() => {
    const parsed = parseQuizConfig(defaultFlow);
    return parsed.ok ? parsed.value : undefined;
  });
  const [pets, setPets] = useState<readonly PetDraft[]>(() => SAMPLE_PETS.map((pet) => ({ pet, text: JSON.stringify(pet.answers), problem: undefined })));
  const [pasted, setPasted] = useState('');
  const [loadMessage, setLoadMessage] = useState('');
  const [csvText, setCsvText] = useState('');
  const [csvErrors, setCsvErrors] = useState<readonly string[]>([]);
  const [csvMessage, setCsvMessage] = useState('');
  // Weight fields are uncontrolled (typing stays cheap); a new version remounts them after a load or an import.
  const [version, setVersion] = useState(0);
  const [exported, setExported] = useState<{ readonly kind: 'json' | 'csv'; readonly text: string } | undefined>(undefined);

  const parsed = useMemo(() => parseQuizConfig(draft), [draft]);
  // While the draft has problems the panel shows the saved configuration, so it never goes blank.
  const shown = parsed.ok ? parsed.value : saved;
  const { byField, general, byRule } = useMemo(() => errorsByField(parsed.ok ? [] : parsed.errors), [parsed]);
  // What a rule's condition may name: every option of every question, as the draft has them now.
  const conditions = useMemo(
    (): readonly ConditionChoice[] =>
      draft.questions
        .filter((question) => question.options.length > 0)
        .map((question) => ({
          question: question.id,
          heading: typeof question.heading === 'string' && question.heading !== '' ? `${question.id}: ${question.heading}` : question.id,
          values: question.options.map((option) => option.value),
        })),
    [draft.questions],
  );
  const petList = useMemo(() => pets.map((p) => p.pet), [pets]);
  const baseline = useMemo(() => (saved === undefined ? undefined : savedPlaces(catalog, saved, petList)), [catalog, saved, petList]);
  const rows = useMemo(
    () => (shown === undefined ? [] : rankPanel(catalog, shown, baseline ?? shown, petList, names)),
    [catalog, shown, baseline, petList, names],
  );

  /** Loads `what` (named in the message) as the draft, and as the saved configuration when it is valid. */
  const load = (input: StudioConfigInput, what: string) => {
    const result = parseQuizConfig(input);
    setDraft(input);
    setRulesText({});
    setRulesJsonErrors({});
    setVersion((v) => v + 1);
    if (result.ok) setSaved(result.value);
    // Only a valid configuration can be saved and ranked: the message says which happened.
    setLoadMessage(
      result.ok
        ? `Loaded ${what} as the saved one.`
        : `Loaded ${what} as the draft only: it has problems, shown at their fields. The sample pets still rank the saved configuration until they are fixed.`,
    );
  };

  const loadPasted = () => {
    const result = fromPastedJson(pasted);
    if (!result.ok) {
      setLoadMessage(result.message);
      return;
    }
    const input = result.input as StudioConfigInput;
    if (typeof input !== 'object' || input === null || !Array.isArray(input.questions)) {
      setLoadMessage('That JSON has no list of questions.');
      return;
    }
    load(input, 'the pasted configuration');
  };

  const setQuestionWeight = (questionIndex: number, text: string) =>
    setDraft((current) => ({ questions: current.questions.map((q, i) => (i === questionIndex ? { ...q, weight: weightInput(text) } : q)) }));

  const setOption = (questionIndex: number, optionIndex: number, change: Record<string, unknown>) =>
    setDraft((current) => ({
      questions: current.questions.map((q, i) =>
        i === questionIndex ? { ...q, options: q.options.map((o, j) => (j === optionIndex ? { ...o, ...change } : o)) } : q,
      ),
    }));

  const setRulesFromFields = (questionIndex: number, optionIndex: number, rules: readonly Record<string, unknown>[]) => {
    const key = fieldKey(questionIndex, optionIndex, 'rules');
    // The JSON box then shows the rules the fields made.
    setRulesText((current) => without(current, key));
    setRulesJsonErrors((current) => without(current, key));
    setOption(questionIndex, optionIndex, { rules });
  };

  const setRules = (questionIndex: number, optionIndex: number, text: string) => {
    const key = fieldKey(questionIndex, optionIndex, 'rules');
    setRulesText((current) => ({ ...current, [key]: text }));
    try {
      const rules: unknown = JSON.parse(text);
      setRulesJsonErrors((current) => ({ ...current, [key]: '' }));
      setOption(questionIndex, optionIndex, { rules });
    } catch {
      setRulesJsonErrors((current) => ({ ...current, [key]: 'rules must be JSON, such as [{"match":{"field":"proteins","has":"chicken"}}]' }));
    }
  };

  const setPetAnswers = (index: number, text: string) =>
    setPets((current) =>
      current.map((entry, i) => {
        if (i !== index) return entry;
        try {
          const answers = JSON.parse(text) as QuizAnswers;
          return { pet: { ...entry.pet, answers }, text, problem: undefined };
        } catch {
          return { ...entry, text, problem: 'The answers must be JSON, such as {"type":["dog"]}.' };
        }
      }),
    );

  const importCsv = () => {
    const result = applyOptionsCsv(draft, csvText);
    if (!result.ok) {
      setCsvErrors(result.errors);
      setCsvMessage('');
      return;
    }
    setCsvErrors([]);
    setDraft(result.input);
    setRulesText({});
    setRulesJsonErrors({});
    setVersion((v) => v + 1);
    setCsvMessage('Imported the CSV into the draft.');
  };

  const exportAs = (kind: 'json' | 'csv') => {
    if (!parsed.ok) return;
    setExported({ kind, text: kind === 'json' ? JSON.stringify(toBlockOptions(parsed.value), null, 2) : toOptionsCsv(parsed.value) });
  };

  return (
    <div className={styles.studio}>
      <section className={styles.panel} aria-labelledby={`${id}-load`}>
        <h2 id={`${id}-load`}>Configuration</h2>
        <div className={styles.row}>
          <button type="button" className={styles.button} onClick={() => load(defaultFlow, 'the default flow')}>
            Load the default flow
          </button>
          <button type="button" className={styles.button} disabled={!parsed.ok} onClick={() => parsed.ok && setSaved(parsed.value)}>
            Save as the baseline
          </button>
        </div>
        <label htmlFor={`${id}-paste`}>Product Quiz block configuration (JSON)</label>
        <textarea id={`${id}-paste`} className={styles.code} rows={4} value={pasted} onChange={(e) => setPasted(e.target.value)} />
        <button type="button" className={styles.button} onClick={loadPasted}>
          Load pasted JSON
        </button>
        <p role="status" className={styles.status}>
          {loadMessage}
        </p>
        {general.length === 0 ? null : (
          <ul className={styles.fieldError} aria-label="Problems with the configuration">
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </section>

      <div className={styles.columns}>
        <form key={version} className={styles.form} aria-label="Weights and rules" onSubmit={(e) => e.preventDefault()}>
          {draft.questions.map((question, questionIndex) => {
            const qKey = fieldKey(questionIndex, undefined, 'weight');
            const qErrors = byField.get(qKey);
            const heading = typeof question.heading === 'string' ? question.heading : question.id;
            const questionErrors = byField.get(fieldKey(questionIndex, undefined, 'heading'));
            return (
              <fieldset
                key={`${question.id}-${questionIndex}`}
                className={styles.question}
                aria-describedby={questionErrors === undefined ? undefined : `${id}-${questionIndex}-heading-error`}
              >
                <legend>
                  {questionIndex + 1}. {heading} <span className={styles.muted}>({question.id})</span>
                </legend>
                <FieldErrors id={`${id}-${questionIndex}-heading-error`} messages={questionErrors} />
                <label htmlFor={`${id}-${qKey}`}>Question weight</label>
                <input
                  id={`${id}-${qKey}`}
                  className={styles.weight}
                  type="number"
                  inputMode="numeric"
                  defaultValue={weightText(question.weight)}
                  aria-invalid={qErrors === undefined ? undefined : true}
                  aria-describedby={qErrors === undefined ? undefined : `${id}-${qKey}-error`}
                  onChange={(e) => setQuestionWeight(questionIndex, e.target.value)}
                />
                <FieldErrors id={`${id}-${qKey}-error`} messages={qErrors} />
                {question.options.map((option, optionIndex) => {
                  const wKey = fieldKey(questionIndex, optionIndex, 'weight');
                  const rKey = fieldKey(questionIndex, optionIndex, 'rules');
                  const wErrors = byField.get(wKey);
                  const jsonError = rulesJsonErrors[rKey];
                  const otherErrors = byField.get(fieldKey(questionIndex, optionIndex, 'other'));
                  const name = typeof option.name === 'string' && option.name !== '' ? option.name : option.value;
                  return (
                    <div key={`${option.value}-${optionIndex}`} className={styles.option}>
                      <div className={styles.optionHead}>
                        <span className={styles.optionName}>{name}</span>
                        <label htmlFor={`${id}-${wKey}`} className={styles.inlineLabel}>
                          <span className="visually-hidden">{`${name} `}</span>weight
                        </label>
                        <input
                          id={`${id}-${wKey}`}
                          className={styles.weight}
                          type="number"
                          inputMode="numeric"
                          defaultValue={weightText(option.weight)}
                          aria-invalid={wErrors === undefined ? undefined : true}
                          aria-describedby={wErrors === undefined ? undefined : `${id}-${wKey}-error`}
                          onChange={(e) => setOption(questionIndex, optionIndex, { weight: weightInput(e.target.value) })}
                        />
                      </div>
                      <FieldErrors id={`${id}-${wKey}-error`} messages={wErrors} />
                      <FieldErrors id={`${id}-${questionIndex}-${optionIndex}-other-error`} messages={otherErrors} />
                      <RuleEditor
                        id={`${id}-${rKey}`}
                        name={name}
                        rules={option.rules}
                        jsonText={rulesText[rKey]}
                        jsonError={jsonError === undefined || jsonError === '' ? undefined : jsonError}
                        ruleProblems={byRule.get(optionKey(questionIndex, optionIndex)) ?? NO_RULE_PROBLEMS}
                        rulesProblems={byField.get(rKey) ?? []}
                        conditions={conditions}
                        onRules={(rules) => setRulesFromFields(questionIndex, optionIndex, rules)}
                        onJson={(text) => setRules(questionIndex, optionIndex, text)}
                      />
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
        </form>

        <section className={styles.pets} aria-labelledby={`${id}-panel`}>
          <h2 id={`${id}-panel`}>Sample pets</h2>
          <p className={styles.muted} role="status">
            {parsed.ok ? 'Top picks under the draft; ▲/▼ against the saved configuration.' : 'The draft has problems: showing the saved configuration until they are fixed.'}
          </p>
          <ol className={styles.petList} data-studio-panel="">
            {rows.map((row, index) => (
              <li key={row.pet.id} className={styles.pet} data-studio-pet={row.pet.id}>
                <h3 className={styles.petName}>{row.pet.label}</h3>
                {row.problem === undefined ? null : <p className={styles.fieldError}>{row.problem}</p>}
                {row.outcome?.status === 'no-eligible' ? <p className={styles.notice}>{row.outcome.message}</p> : null}
                {row.notice === undefined ? null : <p className={styles.notice}>{row.notice}</p>}
                <ol className={styles.picks} aria-label={`Top picks for ${row.pet.label}`}>
                  {row.picks.map((pick) => (
                    <li key={pick.ranked.product.id} data-studio-pick={pick.ranked.product.id}>
                      <Move pick={pick} /> <strong>{names[pick.ranked.product.id] ?? pick.ranked.product.id}</strong>{' '}
                      <span className={styles.muted}>
                        {pick.fit.words}
                        {pick.fit.percent === undefined ? '' : ` · ${pick.fit.percent}%`}
                      </span>
                      <span className={styles.why}>{pick.ranked.explanation.map((e) => e.text).join(' · ')}</span>
                    </li>
                  ))}
                </ol>
                <PetPlan shortfalls={row.shortfalls} switching={row.switching} names={names} />
                {row.addOns.length === 0 ? null : (
                  <p className={styles.muted}>Add a topper: {row.addOns.map((r) => names[r.product.id] ?? r.product.id).join(', ')}</p>
                )}
                <details>
                  <summary>Edit {row.pet.label.split(',')[0]}’s answers</summary>
                  <label htmlFor={`${id}-pet-${index}`} className="visually-hidden">{`${row.pet.label}: answers (JSON)`}</label>
                  <textarea
                    id={`${id}-pet-${index}`}
                    className={styles.code}
                    rows={4}
                    value={pets[index]?.text ?? ''}
                    onChange={(e) => setPetAnswers(index, e.target.value)}
                  />
                  {pets[index]?.problem === undefined ? null : <p className={styles.fieldError}>{pets[index]?.problem}</p>}
                </details>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby={`${id}-export`}>
        <h2 id={`${id}-export`}>Export and import</h2>
        <div className={styles.row}>
          <button type="button" className={styles.button} disabled={!parsed.ok} onClick={() => exportAs('json')}>
            Export block JSON
          </button>
          <button type="button" className={styles.button} disabled={!parsed.ok} onClick={() => exportAs('csv')}>
            Export CSV
          </button>
        </div>
        {exported === undefined ? null : (
          <>
            <label htmlFor={`${id}-exported`}>{exported.kind === 'json' ? 'Product Quiz block options (JSON)' : 'Options (CSV)'}</label>
            <textarea id={`${id}-exported`} className={styles.code} rows={8} readOnly value={exported.text} />
          </>
        )}
        <label htmlFor={`${id}-csv`}>CSV to import (question, option, weight, rules)</label>
        <textarea id={`${id}-csv`} className={styles.code} rows={6} value={csvText} onChange={(e) => setCsvText(e.target.value)} />
        <button type="button" className={styles.button} onClick={importCsv}>
          Import CSV
        </button>
        <p role="status" className={styles.status}>
          {csvMessage}
        </p>
        {csvErrors.length === 0 ? null : (
          <div role="alert" aria-label="CSV problems">
            <ul className={styles.fieldError}>
              {csvErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
