import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { QUIZ_WEIGHTS } from '@/config/constants';
import { parseQuizConfig, type QuizConfigError } from '@/engine/config-validation';

type Json = Record<string, unknown>;
const flow = (): { questions: Json[] } => JSON.parse(JSON.stringify(defaultFlowJson)) as { questions: Json[] };
const questionAt = (config: { questions: Json[] }, index: number): Json => {
  const question = config.questions[index];
  if (question === undefined) throw new Error(`no question ${index}`);
  return question;
};
const optionsOf = (question: Json): Json[] => question.options as Json[];

function refused(input: unknown): readonly QuizConfigError[] {
  const result = parseQuizConfig(input);
  if (result.ok) throw new Error('the configuration was accepted');
  return result.errors;
}
const messages = (input: unknown): string[] => refused(input).map((e) => e.message);

const minimal = (question: Json): { questions: Json[] } => ({
  questions: [{ id: 'custom', heading: 'Is your pet active?', inputType: 'single choice', options: [{ name: 'Yes', value: 'yes' }], ...question }],
});

describe('quiz configuration editor rules (§5)', () => {
  it('an option without a value is refused with a message naming the question and the option', () => {
    const config = flow();
    delete optionsOf(questionAt(config, 5))[2]?.value;
    expect(refused(config)).toEqual([
      {
        code: 'required',
        questionIndex: 5,
        questionId: 'love',
        optionIndex: 2,
        field: 'value',
        detail: 'value is required',
        message: 'question 6 (love), option 3: value is required',
      },
    ]);
  });

  it('a question without a heading, or with a blank one, is refused', () => {
    const config = flow();
    delete questionAt(config, 0).heading;
    questionAt(config, 3).heading = '   ';
    expect(messages(config)).toEqual(['question 1 (type): heading is required', 'question 4 (age): heading is required']);
  });

  it('a question without an input type, or with an unknown one, is refused', () => {
    expect(messages(minimal({ inputType: undefined }))).toEqual(['question 1 (custom): inputType is required']);
    expect(messages(minimal({ inputType: 'dropdown' }))).toEqual([
      'question 1 (custom): inputType must be one of single choice, single choice with images, multiple choices, multiple choices with images, input field',
    ]);
  });

  it('an emptied weight is refused, and a left-out weight takes the default weight', () => {
    expect(messages(minimal({ weight: null }))).toEqual(['question 1 (custom): weight is required']);
    expect(messages(minimal({ weight: '' }))).toEqual(['question 1 (custom): weight is required']);
    expect(messages(minimal({ weight: 2.5 }))).toEqual(['question 1 (custom): weight must be a whole number from 1 to 1000']);
    expect(messages(minimal({ weight: 0 }))).toEqual(['question 1 (custom): weight must be a whole number from 1 to 1000']);
    const accepted = parseQuizConfig(minimal({}));
    expect(accepted.ok && accepted.value.questions[0]?.weight).toBe(QUIZ_WEIGHTS.defaultWeight);
    expect(accepted.ok && accepted.value.questions[0]?.options[0]?.weight).toBe(QUIZ_WEIGHTS.defaultWeight);
  });

  it('an option without a name, or with an emptied weight, is refused', () => {
    expect(messages(minimal({ options: [{ value: 'yes' }, { name: 'No', value: 'no', weight: null }] }))).toEqual([
      'question 1 (custom), option 1: name is required',
      'question 1 (custom), option 2: weight is required',
    ]);
  });

  it('duplicate option values within a question are refused; the same value in two questions is fine', () => {
    const config = flow();
    const love = optionsOf(questionAt(config, 5));
    const lamb = love[5];
    if (lamb === undefined) throw new Error('no lamb option');
    lamb.value = 'chicken';
    expect(refused(config)).toEqual([
      expect.objectContaining({ code: 'duplicate-option-value', questionIndex: 5, optionIndex: 5, message: "question 6 (love), option 6: value 'chicken' is already used by option 1" }),
    ]);
    // 'none' is an option of both dietary_needs and avoid in the default flow.
    expect(parseQuizConfig(flow()).ok).toBe(true);
  });

  it('two questions with the same id are refused', () => {
    const config = flow();
    questionAt(config, 8).id = 'current';
    expect(messages(config)).toEqual(["question 9 (current): id 'current' is already used by question 8"]);
  });

  it('an input field with options, and a choice question without options, are refused', () => {
    expect(messages(minimal({ inputType: 'input field' }))).toEqual(['question 1 (custom): an input field takes no options']);
    expect(messages(minimal({ options: [] }))).toEqual(['question 1 (custom): a choice question needs at least one option']);
  });

  it('the pet type is set by one single-choice question only', () => {
    const species = { name: 'Dog', value: 'dog', rules: [{ species: 'dog' }] };
    expect(messages(minimal({ inputType: 'multiple choices', options: [species] }))).toEqual([
      'question 1 (custom), option 1: a species rule belongs in a single-choice question',
    ]);
    const config = flow();
    optionsOf(questionAt(config, 8)).push({ name: 'Dog bags', value: 'dog-bags', rules: [{ species: 'dog' }] });
    expect(messages(config)).toEqual(['question 9 (routine): only one question may set the pet type (question 1 already does)']);
  });

  it('rules outside the closed rule language are refused with the rule located', () => {
    expect(
      messages(
        minimal({
          options: [
            {
              name: 'Yes',
              value: 'yes',
              rules: [
                { match: { field: 'colour', has: 'red' } },
                { match: { field: 'proteins', has: 'pizza' } },
                { match: { field: 'form', has: 'bag' } },
                { exclude: { field: 'contains', has: 'fish' }, require: { field: 'contains', lacks: 'grain' } },
                { species: 'hamster' },
              ],
            },
          ],
        }),
      ),
    ).toEqual([
      'question 1 (custom), option 1, rule 1: the field must be one of proteins, contains, lifeStages, sizes, benefits, textures, switchFrom, growthSizes, tags, species, form, productType',
      "question 1 (custom), option 1, rule 2: 'pizza' is not a proteins value (one of chicken, turkey, fish, beef, bison, lamb)",
      'question 1 (custom), option 1, rule 3: a test of form needs exactly one of is',
      'question 1 (custom), option 1, rule 4: a rule needs exactly one of match, exclude, require, species, addOn',
      'question 1 (custom), option 1, rule 5: species must be one of dog, cat',
    ]);
  });

  it('an editor can add a custom question with declarative rules and no code', () => {
    const config = flow();
    config.questions.push({
      id: 'custom',
      heading: 'Is {petName} a bestseller fan?',
      inputType: 'single choice',
      options: [
        { name: 'Yes', value: 'yes', rules: [{ match: { field: 'tags', has: 'bestseller' } }], matchLabel: 'A bestseller' },
        { name: 'No preference', value: 'no' },
      ],
    });
    const result = parseQuizConfig(config);
    expect(result.ok && result.value.questions[9]?.options[0]?.rules).toEqual([{ match: { field: 'tags', has: 'bestseller' } }]);
  });

  it('blank optional fields count as not set', () => {
    const result = parseQuizConfig(minimal({ subheading: '', nextButtonLabel: null, options: [{ name: 'Yes', value: 'yes', type: '', description: ' ', image: null, unique: null }] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const question = result.value.questions[0];
    expect(question?.subheading).toBeUndefined();
    expect(question?.nextButtonLabel).toBeUndefined();
    expect(question?.options[0]).toMatchObject({ type: undefined, description: undefined, image: undefined, unique: false });
  });

  it('an empty quiz, or something that is not a quiz, is refused without throwing', () => {
    expect(messages({ questions: [] })).toEqual(['the quiz needs at least one question']);
    expect(messages(null)).toEqual(['the quiz configuration must be an object with a list of questions']);
    expect(messages({ questions: 'all of them' })).toEqual(['questions must be a list']);
    expect(messages({ questions: [42] })).toEqual(['question 1: a question must be an object with an id, a heading, an inputType and options']);
    expect(messages(minimal({ options: [{ name: 'Yes', value: 'yes', rules: ['chicken'] }] }))).toEqual([
      'question 1 (custom), option 1, rule 1: a rule must be an object such as { match: { field, has } }',
    ]);
  });

  it('every problem is reported at once, in question order', () => {
    const config = flow();
    delete questionAt(config, 7).heading;
    delete optionsOf(questionAt(config, 2))[0]?.name;
    questionAt(config, 4).inputType = 'slider';
    expect(refused(config).map((e) => [e.questionIndex, e.code])).toEqual([
      [2, 'required'],
      [4, 'invalid'],
      [7, 'required'],
    ]);
  });
});
