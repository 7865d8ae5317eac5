import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { applicableOptions, isMultipleChoice, isTextInput, parseQuizConfig, petSpeciesOf, prepareCatalog, type QuizConfig } from '@/engine';
import { countryPickerMachine, type CountryPickerContext } from '@/machines/country-picker';
import { dropdownsMachine, type DropdownsContext } from '@/machines/dropdowns';
import { BotCheckLoadError } from '@/domain/bot-check-token';
import { formMachine, type FormContext } from '@/machines/form';
import { mobileMenuMachine, type MobileMenuContext } from '@/machines/mobile-menu';
import { GeolocationUnsupportedError, geolocationMachine } from '@/machines/geolocation';
import { locatorModalMachine, videoModalMachine, type LocatorModalContext, type VideoModalContext } from '@/machines/modals';
import { isValidNewsletterEmail, newsletterMachine, type NewsletterContext } from '@/machines/newsletter';
import { encodeShareValue, isStepComplete, quizMachine, type QuizContext } from '@/machines/quiz';
import { scrollLockMachine, type ScrollLockContext } from '@/machines/scroll-lock';
import { searchMachine, type SearchContext } from '@/machines/search';
import { fakeEffects } from './fake-effects';
import type { MachineEntry } from './types';

const contextOf = <T>(snapshot: AnyMachineSnapshot): T => snapshot.context as T;

/**
 * The quiz runs on a short flow cut from the default one (pet type, name, a question only dogs see,
 * a multiple choice), so its graph stays small while every rule the machine branches on still
 * appears: a text step, single and multiple choice, a step a cat skips.
 */
function studioQuizConfig(): QuizConfig {
  const [type, name, , , , love] = defaultFlowJson.questions;
  const parsed = parseQuizConfig({
    questions: [
      type,
      name,
      {
        id: 'custom',
        heading: 'Does {petName} love long walks?',
        inputType: 'single choice',
        options: [
          { name: 'Yes, every day', value: 'walks-daily', type: 'dog', rules: [] },
          { name: 'Now and then', value: 'walks-sometimes', type: 'dog', rules: [] },
        ],
      },
      love,
    ],
  });
  if (!parsed.ok) throw new Error(`The catalogue's quiz flow is invalid: ${parsed.errors.map((error) => error.message).join('; ')}`);
  return parsed.value;
}

const QUIZ_CONFIG = studioQuizConfig();
const QUIZ_DOG = { type: ['dog'], name: 'Rex', custom: ['walks-daily'], love: ['chicken'] };
const QUIZ_SHARED = encodeShareValue(QUIZ_DOG, QUIZ_CONFIG);

function quizEvents(snapshot: AnyMachineSnapshot): readonly AnyEventObject[] {
  const context = contextOf<QuizContext>(snapshot);
  const question = context.config.questions[context.step];
  const species = petSpeciesOf(context.config, context.answers);
  const events: AnyEventObject[] = [];
  if (question !== undefined) {
    if (isTextInput(question.inputType)) events.push({ type: 'quiz.answer', questionId: question.id, value: 'Rex' });
    else {
      const options = applicableOptions(question, species).map((option) => option.value);
      const kind = isMultipleChoice(question.inputType) ? 'quiz.toggle' : 'quiz.answer';
      // Both pet types on the species step; the first option elsewhere keeps the graph small.
      for (const value of question.id === 'type' ? options : options.slice(0, 1)) events.push({ type: kind, questionId: question.id, value });
    }
  }
  const first = context.config.questions[0]?.id ?? 'type';
  // Refused answers: a question that is not the current one, and a toggle on a single choice.
  if (context.step !== 0) events.push({ type: 'quiz.answer', questionId: first, value: 'dog' });
  else events.push({ type: 'quiz.toggle', questionId: first, value: 'dog' });
  events.push({ type: 'quiz.next' }, { type: 'quiz.back' }, { type: 'quiz.submit' }, { type: 'quiz.retake' });
  if (snapshot.matches('results')) {
    for (const q of context.config.questions) events.push({ type: 'quiz.edit', questionId: q.id });
    // A weight the amounts accept, its clearing, and one the guard refuses.
    events.push({ type: 'quiz.weigh', weight: { amount: 25, unit: 'lb' } }, { type: 'quiz.weigh', weight: null }, { type: 'quiz.weigh', weight: { amount: -1, unit: 'lb' } });
  }
  events.push(
    { type: 'quiz.restore', source: 'session', saved: JSON.stringify({ version: 1, answers: { type: ['cat'] }, step: 1, finished: false }) },
    { type: 'quiz.restore', source: 'session', saved: JSON.stringify({ version: 1, answers: QUIZ_DOG, step: 3, finished: true }) },
    { type: 'quiz.restore', source: 'session', saved: 'not json' },
    { type: 'quiz.restore', source: 'share', value: QUIZ_SHARED },
    { type: 'quiz.restore', source: 'share', value: '!!broken' },
  );
  return events;
}

const trimmedQuery = (context: SearchContext<unknown>) => context.input.trim();

/**
 * Every machine of the app, with what it takes to run it alone. The studio lists these, the
 * model-based tests walk them and `npm run machines:export` draws them: a machine added here is
 * drawn, steppable and tested; a machine file left out fails tests/unit/studio/machines/catalogue.test.ts.
 */
export const MACHINE_CATALOGUE: readonly MachineEntry[] = [
  {
    id: 'search',
    title: 'Search panel',
    summary: 'The full-screen search panel and /search page: debounced typing, filters, pages, retry.',
    file: 'search/search.machine.ts',
    machine: searchMachine,
    starts: [
      { label: 'closed (any page)', input: { homePath: '/' } },
      {
        label: 'restored from a /search URL',
        input: { homePath: '/', restored: { query: 'dog', filter: 'all', page: 1, results: { hits: ['Chicken Recipe for Dogs'] } } },
      },
    ],
    events: () => [
      { type: 'search.open', currentPath: '/blog' },
      { type: 'search.open', currentPath: '/blog', fromMobileMenu: true },
      { type: 'search.type', value: 'dog' },
      { type: 'search.type', value: ' ' },
      { type: 'search.type', value: 'dog', key: 'Enter' },
      { type: 'search.type', value: 'dog', key: 'Escape' },
      { type: 'search.submit' },
      { type: 'search.clear' },
      { type: 'search.filter', filter: 'blog' },
      { type: 'search.page', page: 2 },
      { type: 'search.page', page: 0 },
      { type: 'search.retry' },
      { type: 'search.urlChanged', q: 'dog', filter: null, page: null },
      { type: 'search.urlChanged', q: null, filter: null, page: null },
      { type: 'search.close' },
      { type: 'search.left' },
    ],
    outputs: { search: [{ hits: ['Chicken Recipe for Dogs'] }] },
    abstractContext: (snapshot) => {
      const context = contextOf<SearchContext<unknown>>(snapshot);
      const results = context.results;
      const answersInput =
        results !== null && results.query === trimmedQuery(context) && results.filter === (context.filter ?? 'all') && results.page === context.page;
      return [trimmedQuery(context) !== '', context.filter, context.page, results === null ? 'none' : answersInput ? 'current' : 'stale', context.openedFromMobileMenu];
    },
    fakes: (report, pending) => fakeEffects(searchMachine, report, pending),
  },
  {
    id: 'newsletter',
    title: 'Newsletter form',
    summary: 'Email signup with a bot-check token: input, pending, success or the §8 error.',
    file: 'newsletter/newsletter.machine.ts',
    machine: newsletterMachine,
    starts: [{ label: 'footer form', input: { source: 'footer' } }],
    events: () => [
      { type: 'newsletter.edit', email: 'pat@mail.example.com' },
      { type: 'newsletter.edit', email: 'pat@' },
      { type: 'newsletter.fields.edit', name: 'Pat' },
      { type: 'newsletter.profile.set', profile: { RESULTS_URL: 'https://brightbowl.example/product-selector?quiz=e30', PET_NAME: 'Miso' } },
      { type: 'newsletter.blur' },
      { type: 'newsletter.submit' },
      { type: 'newsletter.token.receive', token: 'token-1' },
      { type: 'newsletter.token.expire' },
      { type: 'newsletter.token.fail' },
    ],
    outputs: {
      submitSignup: [
        { status: 200, error: null },
        { status: 400, error: 'Invalid email' },
      ],
    },
    abstractContext: (snapshot) => {
      const context = contextOf<NewsletterContext>(snapshot);
      return [
        context.email === '' ? 'empty' : isValidNewsletterEmail(context.email) ? 'valid' : 'invalid',
        context.emailTouched,
        context.botToken !== null,
        context.botCheckFailed,
        context.errorMessage !== null,
        context.signups > 0,
      ];
    },
    fakes: (report, pending) => fakeEffects(newsletterMachine, report, pending),
  },
  {
    id: 'form',
    title: 'Page-builder form',
    summary: 'A generic form block: unsubmitted, sending, success (reset, redirect) or error.',
    file: 'form/form.machine.ts',
    machine: formMachine,
    starts: [{ label: 'redirects after success', input: { successUrl: '/thanks' } }],
    events: () => [{ type: 'form.submit', values: { email: 'pat@mail.example.com' } }, { type: 'form.edit' }],
    outputs: {
      submitForm: [
        { ok: true, status: 200, body: { message: 'Thanks' } },
        { ok: false, status: 422, body: { message: 'Rejected' } },
      ],
    },
    errors: { submitForm: [new Error('No answer (fake)'), new BotCheckLoadError('The bot check could not load (fake)')] },
    abstractContext: (snapshot) => contextOf<FormContext>(snapshot).errorMessage !== null,
    fakes: (report, pending) => fakeEffects(formMachine, report, pending),
  },
  {
    id: 'mobileMenu',
    title: 'Mobile menu',
    summary: 'The slide-in menu: accordion with one section open, hand-over to search and back.',
    file: 'mobile-menu/mobile-menu.machine.ts',
    machine: mobileMenuMachine,
    starts: [{ label: 'closed', input: undefined }],
    events: () => [
      { type: 'menu.toggle' },
      { type: 'menu.open' },
      { type: 'menu.close' },
      { type: 'escape.press' },
      { type: 'section.toggle', sectionId: 'dogs' },
      { type: 'search.open' },
      { type: 'search.cancel', path: '/contact' },
      { type: 'search.finish' },
      { type: 'route.change', path: '/contact' },
      { type: 'route.change', path: '/blog' },
      { type: 'viewport.resize', width: 1440 },
      { type: 'viewport.resize', width: 375 },
    ],
    outputs: {},
    abstractContext: (snapshot) => {
      const context = contextOf<MobileMenuContext>(snapshot);
      return [context.openSection, context.returnedTo];
    },
    fakes: (report, pending) => fakeEffects(mobileMenuMachine, report, pending),
  },
  {
    id: 'dropdowns',
    title: 'Navigation dropdowns',
    summary: 'Desktop navigation dropdowns: at most one open; Escape returns focus to its trigger.',
    file: 'dropdowns/dropdowns.machine.ts',
    machine: dropdownsMachine,
    starts: [{ label: 'all closed', input: undefined }],
    events: () => [
      { type: 'dropdown.toggle', id: 'nav-dropdown-dogs' },
      { type: 'dropdown.toggle', id: 'nav-dropdown-cats' },
      { type: 'dropdown.close' },
      { type: 'escape.press' },
      { type: 'outside.press' },
    ],
    outputs: {},
    abstractContext: (snapshot) => contextOf<DropdownsContext>(snapshot).openId,
    fakes: (report, pending) => fakeEffects(dropdownsMachine, report, pending),
  },
  {
    id: 'countryPicker',
    title: 'Country picker',
    summary: 'The locale picker: the same page in the chosen locale where it exists, else its home.',
    file: 'country-picker/country-picker.machine.ts',
    machine: countryPickerMachine,
    starts: [
      { label: 'on /contact (en-us)', input: { currentPath: '/contact' } },
      { label: 'on the CMS page /dog-food (en-us)', input: { currentPath: '/dog-food' } },
    ],
    events: () => [
      { type: 'picker.toggle' },
      { type: 'outside.press' },
      { type: 'escape.press' },
      { type: 'locale.choose', locale: 'en-us' },
      { type: 'locale.choose', locale: 'en-gb' },
      { type: 'path.change', path: '/en-ca/contact' },
    ],
    outputs: { pageAvailable: [true, false] },
    abstractContext: (snapshot) => contextOf<CountryPickerContext>(snapshot).currentPath,
    fakes: (report, pending) => fakeEffects(countryPickerMachine, report, pending),
  },
  {
    id: 'videoModal',
    title: 'Video modal',
    summary: 'The global video modal: loads the player, plays from the start, pauses and resumes the inline video.',
    file: 'modals/video-modal.machine.ts',
    machine: videoModalMachine,
    starts: [{ label: 'closed', input: undefined }],
    events: () => [
      { type: 'video.open', videoId: 'intro', inlinePlayerId: 'hero-video' },
      { type: 'video.open', videoId: 'intro' },
      { type: 'modal.close' },
      { type: 'backdrop.press' },
      { type: 'escape.press' },
    ],
    outputs: { loadPlayer: [undefined] },
    abstractContext: (snapshot) => {
      const context = contextOf<VideoModalContext>(snapshot);
      return [context.inlinePlayerId !== null, context.error !== null];
    },
    fakes: (report, pending) => fakeEffects(videoModalMachine, report, pending),
  },
  {
    id: 'locatorModal',
    title: 'Store-locator modal',
    summary: 'The store-locator modal opened by a window event carrying a product id.',
    file: 'modals/locator-modal.machine.ts',
    machine: locatorModalMachine,
    starts: [{ label: 'closed', input: undefined }],
    events: () => [{ type: 'locator.open', productId: '850012345678' }, { type: 'locator.open', productId: '850012345678', online: true }, { type: 'modal.close' }, { type: 'backdrop.press' }, { type: 'escape.press' }],
    outputs: {},
    abstractContext: (snapshot) => contextOf<LocatorModalContext>(snapshot).productId !== null,
    fakes: (report, pending) => fakeEffects(locatorModalMachine, report, pending),
  },
  {
    id: 'geolocation',
    title: 'Use my location',
    summary: "The store locator's \"Use my location\": asks the browser, then opens the stores near the position, or says why not.",
    file: 'geolocation/geolocation.machine.ts',
    machine: geolocationMachine,
    starts: [{ label: 'idle', input: undefined }],
    // The browser's answers, besides the generic failure every invoke gets: a refusal (code 1), a
    // timeout (code 3) and no geolocation at all, each of which has its own state.
    events: (snapshot) => [
      { type: 'locate.request' },
      { type: 'locate.reset' },
      ...(snapshot.matches('locating')
        ? [
            { type: 'xstate.error.actor.locate', error: { code: 1, message: 'User denied Geolocation' } },
            { type: 'xstate.error.actor.locate', error: { code: 3, message: 'Timeout expired' } },
            { type: 'xstate.error.actor.locate', error: new GeolocationUnsupportedError() },
          ]
        : []),
    ],
    outputs: { locate: [{ lat: 47.606, lng: -122.332 }] },
    abstractContext: (snapshot) => (snapshot.context as { position: unknown }).position !== null,
    fakes: (report, pending) => fakeEffects(geolocationMachine, report, pending),
  },
  {
    id: 'scrollLock',
    title: 'Scroll lock',
    summary: 'The one owner of the body scroll lock: locked while any overlay is open.',
    file: 'scroll-lock/scroll-lock.machine.ts',
    machine: scrollLockMachine,
    starts: [{ label: 'unlocked', input: undefined }],
    events: () => [
      { type: 'overlay.open', id: 'mobile-menu' },
      { type: 'overlay.open', id: 'search-panel' },
      { type: 'overlay.close', id: 'mobile-menu' },
      { type: 'overlay.close', id: 'search-panel' },
    ],
    outputs: {},
    abstractContext: (snapshot) => [...contextOf<ScrollLockContext>(snapshot).openOverlays].sort(),
    fakes: (report, pending) => fakeEffects(scrollLockMachine, report, pending),
  },
  {
    id: 'quiz',
    title: 'Product quiz',
    summary: 'The product quiz: steps, answers as data, ranking, results, restore from a session or a shared link.',
    file: 'quiz/quiz.machine.ts',
    machine: quizMachine,
    starts: [
      { label: 'fresh quiz', input: { config: QUIZ_CONFIG, catalog: prepareCatalog([]) } },
      { label: 'opened from a shared link', input: { config: QUIZ_CONFIG, catalog: prepareCatalog([]), sharedAnswers: QUIZ_SHARED } },
      { label: 'opened from a broken link', input: { config: QUIZ_CONFIG, catalog: prepareCatalog([]), sharedAnswers: '!!broken' } },
    ],
    events: quizEvents,
    outputs: {},
    abstractContext: (snapshot) => {
      const context = contextOf<QuizContext>(snapshot);
      return [
        context.step,
        petSpeciesOf(context.config, context.answers) ?? null,
        isStepComplete(context.config, context.answers, context.step),
        context.showStepError,
        context.started,
        context.shareError !== null,
      ];
    },
    fakes: (report, pending) => fakeEffects(quizMachine, report, pending),
    unreachable: {
      'quiz.ranking --always #2':
        'Ranking refuses only answers that fail validation, and every way into ranking (Next or Submit on a complete last step, a validated share link or session) validates them first; the branch is a safety net.',
    },
  },
];

/** The catalogue entry of a machine id. */
export function catalogueEntry(id: string): MachineEntry | undefined {
  return MACHINE_CATALOGUE.find((entry) => entry.id === id);
}
