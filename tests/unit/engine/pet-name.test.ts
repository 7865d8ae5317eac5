import { describe, expect, it } from 'vitest';
import { PET_NAME_FALLBACK, PET_NAME_PLACEHOLDER, fillPetName } from '@/engine/pet-name';

describe('pet-name placeholder in headings', () => {
  it('every placeholder is filled with the trimmed name', () => {
    expect(fillPetName(`Does ${PET_NAME_PLACEHOLDER} love ${PET_NAME_PLACEHOLDER}'s bowl?`, '  Rex ')).toBe("Does Rex love Rex's bowl?");
  });

  it('an empty or missing name falls back to "your pet", capitalised at the start of a sentence', () => {
    expect(fillPetName('How old is {petName}?', '')).toBe(`How old is ${PET_NAME_FALLBACK}?`);
    expect(fillPetName('How old is {petName}?', '   ')).toBe('How old is your pet?');
    expect(fillPetName('{petName} is lucky. {petName} eats well.', undefined)).toBe('Your pet is lucky. Your pet eats well.');
  });

  it('the name is inserted as plain text, never interpreted', () => {
    expect(fillPetName('Hi {petName}', '<img src=x onerror=alert(1)>')).toBe('Hi <img src=x onerror=alert(1)>');
    expect(fillPetName('Hi {petName}', '$& $1 {petName}')).toBe('Hi $& $1 {petName}');
    expect(fillPetName('Hi {petName}!', 'Rex\nthe\tdog')).toBe('Hi Rex the dog!');
  });

  it('a heading without a placeholder is left as it is', () => {
    expect(fillPetName('Who are we feeding?', 'Rex')).toBe('Who are we feeding?');
  });
});
