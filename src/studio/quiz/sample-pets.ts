/**
 * The panel of sample pets the quiz studio ranks for every edit (and the relevance tests check):
 * one pet per case a vet would look at first. Answers are in the default flow's option values.
 */
import type { QuizAnswers } from '@/engine';

/**
 * A sample pet: a stable id, a label editors read, and its answers.
 *
 * @example
 * const pet: SamplePet = { id: 'kitten', label: 'Mittens, kitten avoiding chicken', answers: { type: ['cat'] } };
 */
export type SamplePet = { readonly id: string; readonly label: string; readonly answers: QuizAnswers };

/**
 * The eleven starting pets of the studio panel.
 *
 * @example
 * SAMPLE_PETS.length; // 11
 */
export const SAMPLE_PETS: readonly SamplePet[] = [
  {
    id: 'puppy',
    label: 'Biscuit, small-breed puppy who loves chicken',
    answers: { type: ['dog'], name: 'Biscuit', size: ['small-dog'], age: ['puppy'], dietary_needs: ['none'], love: ['chicken'], avoid: ['none'], current: ['kibble'], routine: ['either'] },
  },
  {
    id: 'large-breed-puppy',
    label: 'Atlas, puppy who will be a large dog',
    answers: { type: ['dog'], name: 'Atlas', size: ['large-dog'], age: ['puppy'], dietary_needs: ['none'], love: ['chicken'], avoid: ['none'], current: ['fresh-food'], routine: ['either'] },
  },
  {
    id: 'kitten',
    label: 'Mittens, kitten avoiding chicken who loves fish',
    answers: { type: ['cat'], name: 'Mittens', size: ['small-cat'], age: ['kitten'], dietary_needs: ['none'], love: ['fish'], avoid: ['no-chicken'], current: ['wet'], routine: ['either'] },
  },
  {
    id: 'senior-joints',
    label: 'Rosie, senior dog with joint pain',
    answers: { type: ['dog'], name: 'Rosie', size: ['medium-dog'], age: ['senior'], dietary_needs: ['joint-pain'], love: ['turkey'], avoid: ['none'], current: ['kibble'], routine: ['either'] },
  },
  {
    id: 'picky-cat-no-fish',
    label: 'Luna, picky cat avoiding fish',
    answers: { type: ['cat'], name: 'Luna', size: ['medium-cat'], age: ['adult'], dietary_needs: ['picky-eating'], love: ['chicken'], avoid: ['no-fish'], current: ['wet'], routine: ['either'] },
  },
  {
    id: 'grain-free-large-dog',
    label: 'Bear, large dog with itchy skin, grain-free',
    answers: { type: ['dog'], name: 'Bear', size: ['large-dog'], age: ['adult'], dietary_needs: ['skin-issues'], love: ['fish'], avoid: ['grain-free'], current: ['kibble'], routine: ['easy-to-pour-bags'] },
  },
  {
    id: 'sensitive-small-dog',
    label: 'Pip, small dog with a sensitive stomach, no chicken',
    answers: { type: ['dog'], name: 'Pip', size: ['small-dog'], age: ['adult'], dietary_needs: ['digestive-issues'], love: ['turkey'], avoid: ['no-chicken'], current: ['wet'], routine: ['cut-and-serve-rolls'] },
  },
  {
    id: 'pate-cat',
    label: 'Cleo, cat with dry skin who loves fish pâté',
    answers: { type: ['cat'], name: 'Cleo', size: ['medium-cat'], age: ['adult'], dietary_needs: ['skin-issues'], love: ['fish', 'pate'], avoid: ['none'], current: ['wet'], routine: ['cut-and-serve-rolls'] },
  },
  {
    id: 'picky-dog',
    label: 'Max, picky adult dog who loves chicken',
    answers: { type: ['dog'], name: 'Max', size: ['medium-dog'], age: ['adult'], dietary_needs: ['picky-eating'], love: ['chicken'], avoid: ['none'], current: ['kibble'], routine: ['either'] },
  },
  {
    id: 'allergic-large-dog',
    label: 'Duke, large dog avoiding chicken and beef who loves bison',
    answers: { type: ['dog'], name: 'Duke', size: ['large-dog'], age: ['adult'], dietary_needs: ['none'], love: ['bison'], avoid: ['no-chicken', 'no-beef'], current: ['fresh-food'], routine: ['cut-and-serve-rolls'] },
  },
  {
    // Loved proteins outweigh a dietary need: the best pick leaves digestion out, and says so.
    id: 'sensitive-cat',
    label: 'Miso, cat with digestive issues who loves chicken and turkey, no fish',
    answers: { type: ['cat'], name: 'Miso', size: ['medium-cat'], age: ['adult'], dietary_needs: ['digestive-issues'], love: ['chicken', 'turkey'], avoid: ['no-fish'], current: ['kibble'], routine: ['either'] },
  },
];
