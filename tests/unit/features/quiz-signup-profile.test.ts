import { describe, expect, it } from 'vitest';
import { quizSignupProfile } from '@/features/quiz/quiz-signup-profile';

describe('what an email-me-my-results signup keeps', () => {
  it('an absolute results link and the pet name are sent', () => {
    expect(quizSignupProfile('http://localhost:3000/product-selector?quiz=abc', ' Miso ')).toEqual({
      RESULTS_URL: 'http://localhost:3000/product-selector?quiz=abc',
      PET_NAME: 'Miso',
    });
  });

  it('a link not yet absolute (rendered on the server) and an empty name are left out', () => {
    expect(quizSignupProfile('/product-selector?quiz=abc', '   ')).toEqual({});
  });

  it('control characters in the name become spaces, as the heading shows them', () => {
    expect(quizSignupProfile('https://a.test/x', 'Mi\u0007so')).toEqual({ RESULTS_URL: 'https://a.test/x', PET_NAME: 'Mi so' });
  });
});
