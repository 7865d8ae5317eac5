/**
 * The quiz's options as CSV for editors' spreadsheets (one row per option: question, option,
 * weight, rules as the engine's JSON), and back, with errors by row. Parsing and quoting are
 * papaparse's.
 */
import Papa from 'papaparse';
import type { QuizConfig } from '@/engine';

/**
 * A configuration as the studio edits it: plain JSON whose weights may be blank or mistyped and
 * whose rules may be anything, until parseQuizConfig says what is wrong where.
 *
 * @example
 * const draft: StudioConfigInput = { questions: [{ id: 'love', weight: 9, options: [{ value: 'fish', weight: 5, rules: [] }] }] };
 */
export type StudioConfigInput = {
  readonly questions: readonly (Readonly<Record<string, unknown>> & {
    readonly id: string;
    readonly weight?: unknown;
    readonly options: readonly (Readonly<Record<string, unknown>> & { readonly value: string; readonly weight?: unknown; readonly rules?: unknown })[];
  })[];
};

/** The header row, in order. */
const CSV_COLUMNS = ['question', 'option', 'weight', 'rules'] as const;

/**
 * The configuration's options as CSV text.
 *
 * @example
 * toOptionsCsv(config).split('\n')[0]; // 'question,option,weight,rules'
 */
export function toOptionsCsv(config: QuizConfig): string {
  const rows = config.questions.flatMap((question) =>
    question.options.map((option) => [question.id, option.value, String(option.weight), JSON.stringify(option.rules)]),
  );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\n' });
}

/**
 * Applies CSV rows to a configuration input: each row sets the weight and rules of the option it
 * names. Every problem is reported with its row (the header is row 1); rules and weights are then
 * checked by parseQuizConfig like any edit.
 *
 * @example
 * const r = applyOptionsCsv(input, text);
 * if (!r.ok) r.errors; // ['Row 3: question 'lov' is not in the quiz']
 */
export function applyOptionsCsv(input: StudioConfigInput, text: string): { readonly ok: true; readonly input: StudioConfigInput } | { readonly ok: false; readonly errors: readonly string[] } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true });
  const errors: string[] = parsed.errors.map((e) => `Row ${(e.row ?? 0) + 2}: ${e.message}`);
  const header = parsed.meta.fields ?? [];
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return { ok: false, errors: [`Row 1: the header needs the columns ${CSV_COLUMNS.join(', ')} (missing ${missing.join(', ')})`] };
  const questions = input.questions.map((question) => ({ ...question, options: question.options.map((option): Record<string, unknown> & { value: string } => ({ ...option })) }));
  parsed.data.forEach((record, index) => {
    const row = index + 2;
    const questionId = (record.question ?? '').trim();
    const value = (record.option ?? '').trim();
    const question = questions.find((q) => q.id === questionId);
    if (question === undefined) {
      errors.push(`Row ${row}: question '${questionId}' is not in the quiz`);
      return;
    }
    const option = question.options.find((o) => o.value === value);
    if (option === undefined) {
      errors.push(`Row ${row}: '${value}' is not an option of question '${questionId}'`);
      return;
    }
    const weightText = (record.weight ?? '').trim();
    const weight = weightText === '' ? null : Number(weightText);
    if (weight !== null && !Number.isInteger(weight)) errors.push(`Row ${row}: weight must be a whole number from 1 to 1000`);
    let rules: unknown;
    try {
      rules = JSON.parse((record.rules ?? '').trim() === '' ? '[]' : (record.rules ?? ''));
    } catch {
      errors.push(`Row ${row}: rules must be JSON, such as [{"match":{"field":"proteins","has":"chicken"}}]`);
      return;
    }
    if (!Array.isArray(rules)) {
      errors.push(`Row ${row}: rules must be a list`);
      return;
    }
    // Checked with the whole configuration by parseQuizConfig, like any edit.
    option.weight = weight;
    option.rules = rules;
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, input: { questions } };
}
