import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { validateAnswers, type AnswerError } from '@/engine/answer-validation';
import { parseQuizConfig } from '@/engine/config-validation';
import { applicableOptions, isAnswerRequired, petSpeciesOf } from '@/engine/option-applicability';
import { TEXT_ANSWER_MAX_LENGTH, isQuizAnswersShape, type QuizAnswers } from '@/engine/quiz-answers';
import { type QuizConfig } from '@/engine/quiz-config';

const parsed = parseQuizConfig(defaultFlowJson);
if (!parsed.ok) throw new Error('the default flow is invalid');
const flow: QuizConfig = parsed.value;

const DOG: QuizAnswers = {
  type: ['dog'],
  name: 'Rex',
  size: ['small-dog'],
  age: ['senior'],
  dietary_needs: ['joint-pain', 'skin-issues'],
  love: ['lamb', 'bison'],
  avoid: ['no-soy'],
  current: ['fresh-food'],
  routine: ['cut-and-serve-rolls'],
};

function errorsOf(answers: QuizAnswers): readonly AnswerError[] {
  const result = validateAnswers(flow, answers);
  return result.ok ? [] : result.errors;
}

describe('answer validation against the quiz configuration', () => {
  it('complete answers for a dog are accepted, with selections in configuration order', () => {
    const result = validateAnswers(flow, DOG);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.species).toBe('dog');
    expect(result.value.petName).toBe('Rex');
    expect(result.value.selections[4]).toEqual([0, 2]); // skin issues before joint pain, whatever the click order
    expect(result.value.selections[5]).toEqual([4, 5]);
  });

  it('the pet name is optional and trimmed', () => {
    const { name: _name, ...withoutName } = DOG;
    const skipped = validateAnswers(flow, withoutName);
    expect(skipped.ok && skipped.value.petName).toBe('');
    const padded = validateAnswers(flow, { ...DOG, name: '  Rex  ' });
    expect(padded.ok && padded.value.petName).toBe('Rex');
  });

  it('an answer to a question the quiz does not have is refused', () => {
    expect(errorsOf({ ...DOG, colour: ['red'] })).toEqual([{ code: 'unknown-question', questionId: 'colour', message: "there is no question 'colour'" }]);
  });

  it('an option the question does not have is refused', () => {
    expect(errorsOf({ ...DOG, love: ['pizza'] })).toEqual([
      { code: 'unknown-option', questionId: 'love', value: 'pizza', message: "love: 'pizza' is not one of its options" },
    ]);
  });

  it('an option for the other species is refused', () => {
    expect(errorsOf({ ...DOG, love: ['chicken', 'pate'] })).toEqual([
      {
        code: 'other-species-option',
        questionId: 'love',
        value: 'pate',
        optionSpecies: 'cat',
        petSpecies: 'dog',
        message: "love: 'pate' is only for cats, and this pet is a dog",
      },
    ]);
    expect(errorsOf({ ...DOG, type: ['cat'], size: ['small-cat'], love: ['fish'] }).map((e) => [e.code, e.questionId])).toEqual([
      ['other-species-option', 'age'],
    ]);
  });

  it('an exclusive option (none) combined with other options is refused', () => {
    expect(errorsOf({ ...DOG, avoid: ['no-fish', 'none'] })).toEqual([
      { code: 'exclusive-combined', questionId: 'avoid', value: 'none', message: "avoid: 'none' can't be combined with other choices" },
    ]);
    expect(errorsOf({ ...DOG, dietary_needs: ['none'] })).toEqual([]);
  });

  it('a missing answer to a required question is refused, and an empty list counts as missing', () => {
    const { size: _size, ...withoutSize } = DOG;
    expect(errorsOf({ ...withoutSize, love: [] })).toEqual([
      { code: 'missing-answer', questionId: 'size', message: 'size: an answer is required' },
      { code: 'missing-answer', questionId: 'love', message: 'love: an answer is required' },
    ]);
  });

  it('several options for a single-choice question are refused', () => {
    expect(errorsOf({ ...DOG, routine: ['either', 'easy-to-pour-bags'] })).toEqual([
      { code: 'too-many-options', questionId: 'routine', message: 'routine: choose only one option' },
    ]);
  });

  it('the same option chosen twice is refused', () => {
    expect(errorsOf({ ...DOG, love: ['lamb', 'lamb'] })).toEqual([
      { code: 'duplicate-option', questionId: 'love', value: 'lamb', message: "love: 'lamb' is chosen twice" },
    ]);
  });

  it('text for a choice question, options for the text question and an over-long name are refused', () => {
    expect(errorsOf({ ...DOG, love: 'chicken', name: ['Rex'] }).map((e) => e.code)).toEqual(['wrong-answer-kind', 'wrong-answer-kind']);
    expect(errorsOf({ ...DOG, name: 'R'.repeat(TEXT_ANSWER_MAX_LENGTH + 1) })).toEqual([
      { code: 'text-too-long', questionId: 'name', maxLength: TEXT_ANSWER_MAX_LENGTH, message: `name: the answer must be at most ${TEXT_ANSWER_MAX_LENGTH} characters` },
    ]);
  });

  it('every problem is reported at once, in question order', () => {
    expect(errorsOf({ type: ['dog'], love: ['pate', 'pizza'], avoid: ['none', 'no-beef'] }).map((e) => `${e.code}:${e.questionId}`)).toEqual([
      'missing-answer:size',
      'missing-answer:age',
      'missing-answer:dietary_needs',
      'other-species-option:love',
      'unknown-option:love',
      'exclusive-combined:avoid',
      'missing-answer:current',
      'missing-answer:routine',
    ]);
  });

  it('only an object of texts and lists of texts has the shape of answers', () => {
    expect(isQuizAnswersShape({ type: ['dog'], name: 'Rex', love: [] })).toBe(true);
    expect(isQuizAnswersShape({})).toBe(true);
    expect(isQuizAnswersShape(JSON.parse('{"__proto__": ["x"], "type": ["dog"]}'))).toBe(true);
    const notAnswers: readonly unknown[] = [null, undefined, 'dog', 3, ['dog'], { type: 'dog', love: [1] }, { name: null }, { love: [['nested']] }, { when: new Date(0) }, new Map()];
    notAnswers.forEach((bad, index) => {
      expect(isQuizAnswersShape(bad), `value #${index}`).toBe(false);
    });
  });

  it('tampered answers from a URL are refused, never thrown on', () => {
    expect(isQuizAnswersShape({ love: [1, 2] })).toBe(false);
    const hostile = JSON.parse('{"__proto__": ["x"], "constructor": "y", "type": ["dog"]}') as QuizAnswers;
    expect(errorsOf(hostile).map((e) => e.code)).toContain('unknown-question');
    expect(errorsOf(null as unknown as QuizAnswers).map((e) => e.code)).toContain('missing-answer');
  });
});

describe('which options apply to the pet', () => {
  it('dog- and cat-only options are offered only for that species; options without a type for both', () => {
    const age = flow.questions[3];
    if (age === undefined) throw new Error('no age question');
    expect(applicableOptions(age, 'dog').map((o) => o.value)).toEqual(['puppy', 'adult', 'senior']);
    expect(applicableOptions(age, 'cat').map((o) => o.value)).toEqual(['kitten', 'adult']);
    expect(applicableOptions(age, undefined)).toHaveLength(4);
  });

  it('the pet type comes from the one chosen pet-type option; the text question is never required', () => {
    expect(petSpeciesOf(flow, { type: ['cat'] })).toBe('cat');
    expect(petSpeciesOf(flow, { type: ['cat', 'dog'] })).toBeUndefined();
    expect(petSpeciesOf(flow, {})).toBeUndefined();
    const name = flow.questions[1];
    if (name === undefined) throw new Error('no name question');
    expect(isAnswerRequired(name, 'dog')).toBe(false);
  });
});
