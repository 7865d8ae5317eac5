// act() needs an async callback to flush React's queued updates and effects, even where the body awaits nothing.
/* eslint-disable @typescript-eslint/require-await */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { SdkBuilderForm as BuilderForm } from '@/page-runtime/editor/sdk-builder-form';
import '@/page-runtime/editor/register-builder-forms';
import { ContactSection } from '@/features/contact/contact-section';
import { CONTACT_DEFAULTS } from '@/features/contact/contact-copy';
import { CONTACT_TOPICS } from '@/config/constants';
import { registered } from '../../blocks/support';
import { stubFetch } from './fetch-stub';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockReset());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fill(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.input(field, { target: { value } });
    fireEvent.change(field, { target: { value } });
  });
}

async function submit(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

function renderContact() {
  return render(<ContactSection copy={{ ...CONTACT_DEFAULTS, formSuccessMessage: 'We got it, thanks!', formErrorMessage: 'That did not go through.' }} locale="en-us" />);
}

async function fillContact() {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/Topic/), { target: { value: 'careers' } });
  });
  await fill(/First name/, 'Sam');
  await fill(/Last name/, 'Lee');
  await fill(/^Email/, 'sam@example.com');
  await fill(/Message/, 'Hello there');
}

describe('the Contact block form', () => {
  it('offers the §9 topics, in order', () => {
    stubFetch();
    renderContact();
    const options = within(screen.getByLabelText(/Topic/)).getAllByRole('option').slice(1);
    expect(options.map((o) => o.textContent)).toEqual([...CONTACT_TOPICS]);
  });

  it('a required input shows an asterisk after its label; an invalid one its message under the field, described by it', async () => {
    stubFetch();
    renderContact();
    const label = screen.getByText('First name').closest('label');
    expect(label?.textContent).toBe('First name *');
    await submit('send message');
    const input = screen.getByLabelText(/First name/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required.');
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBeNull();
  });

  it('choosing careers shows the careers copy', async () => {
    stubFetch();
    renderContact();
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/Topic/), { target: { value: 'careers' } });
    });
    expect(screen.getByText(CONTACT_DEFAULTS.careersCopy)).toBeTruthy();
  });

  it("sends to /api/forms/contact: 'Sending...' then the editor's success message, and the fields reset", async () => {
    let release: (r: Response) => void = () => {};
    const { bodies, calls } = stubFetch({ 'POST /api/forms/contact': () => new Promise<Response>((r) => (release = r)) });
    renderContact();
    await fillContact();
    await submit('send message');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sending...'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'send message' }).disabled).toBe(true);
    // The bot-check token is earned first (still 'Sending...'); answer once the form itself was posted.
    await waitFor(() => expect(calls.some((c) => c.startsWith('POST /api/forms/contact?'))).toBe(true));
    await act(async () => release(Response.json({ results: { id: 1 } })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('We got it, thanks!'));
    expect(bodies['POST /api/forms/contact']?.[0]).toEqual({ topic: 'careers', firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '', message: 'Hello there' });
    expect(screen.getByLabelText<HTMLInputElement>(/First name/).value).toBe('');
  });

  it("a refused submission shows the editor's error message", async () => {
    stubFetch({ 'POST /api/forms/contact': () => Response.json({ error: 'nope' }, { status: 400 }) });
    renderContact();
    await fillContact();
    await submit('send message');
    expect((await screen.findByRole('alert')).textContent).toBe('That did not go through.');
  });

  it("a bot check that cannot start shows §8 'Failed to load Turnstile', not the editor's error message, and sends nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = stubFetch({ 'GET /api/bot-check': () => new Response('unavailable', { status: 503 }) });
    renderContact();
    await fillContact();
    await submit('send message');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load Turnstile');
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});

describe('the Vet Tech Signup Form block', () => {
  const labels = {
    title: 'Vet techs, sign up',
    subtitle: 'Perks for your clinic',
    firstNameLabel: 'Given name',
    lastNameLabel: 'Family name',
    memberNumberLabel: 'NAVTA member number',
    emailLabel: 'Clinic email',
    termsLabel: 'I accept the programme terms',
    consentLabel: 'Email me updates',
    callToAction: 'join now',
    successMessage: 'Welcome aboard!',
    errorMessage: 'Signup failed.',
  };

  function renderVet(options: Record<string, unknown> = labels) {
    const Block = registered('Vet Tech Signup Form').component;
    return render(
      <BlockEnvironmentProvider value={{ locale: 'en-ca', theme: 'vet' }}>
        <Block {...options} />
      </BlockEnvironmentProvider>,
    );
  }

  it('renders every configurable label, and the terms link defaults to /terms in the locale', () => {
    stubFetch();
    renderVet();
    expect(screen.getByRole('heading', { name: labels.title })).toBeTruthy();
    expect(screen.getByText(labels.subtitle)).toBeTruthy();
    for (const label of [labels.firstNameLabel, labels.lastNameLabel, labels.memberNumberLabel, labels.emailLabel]) {
      expect(screen.getByLabelText(new RegExp(label))).toBeTruthy();
    }
    expect(screen.getByLabelText(new RegExp(labels.termsLabel))).toBeTruthy();
    expect(screen.getByLabelText(new RegExp(labels.consentLabel))).toBeTruthy();
    expect(screen.getByRole('link', { name: /read the terms/ }).getAttribute('href')).toBe('/en-ca/terms');
    expect(screen.getByRole('button', { name: labels.callToAction })).toBeTruthy();
  });

  it('terms must be accepted; a complete signup is stored and shows the success message', async () => {
    const { bodies } = stubFetch({ 'POST /api/forms/vet-tech-signup': () => Response.json({ results: { id: 3 } }) });
    renderVet();
    await fill(/Given name/, 'Ana');
    await fill(/Family name/, 'Ruiz');
    await fill(/NAVTA member number/, 'AB-12345');
    await fill(/Clinic email/, 'ana@clinic.example');
    await submit('join now');
    await screen.findByText('Please tick this box to continue.');
    expect(bodies['POST /api/forms/vet-tech-signup']).toBeUndefined();
    await act(async () => {
      fireEvent.click(screen.getByLabelText(new RegExp(labels.termsLabel)));
    });
    await submit('join now');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Welcome aboard!'));
    expect(bodies['POST /api/forms/vet-tech-signup']?.[0]).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      memberNumber: 'AB-12345',
      email: 'ana@clinic.example',
      terms: true,
      consent: false,
    });
  });
});

const element = (name: string, options: Record<string, unknown>, id: string) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
});

function renderBuilderForm(options: Record<string, unknown>) {
  const builderBlock = {
    '@type': '@builder.io/sdk:Element',
    id: 'builder-form',
    children: [
      element('Form:Input', { name: 'email', type: 'email', label: 'Your email', required: true, validate: 'email' }, 'builder-email'),
      element('Form:Input', { name: 'age', type: 'number', label: 'Pet age', min: 0, max: 30 }, 'builder-age'),
      element('Form:SubmitButton', { text: 'Send it' }, 'builder-submit'),
    ],
  };
  return render(<BuilderForm {...options} builderBlock={builderBlock} />);
}

describe("the page builder's Form block (our 'Form:Form' override)", () => {
  it('renders its inputs with labels, skips native validation unless validate is on', () => {
    stubFetch();
    const { unmount } = renderBuilderForm({ name: 'Pet survey', validate: false });
    expect(screen.getByLabelText(/Your email/).closest('form')?.noValidate).toBe(true);
    expect(screen.getByText('Your email').closest('label')?.textContent).toBe('Your email *');
    unmount();
    renderBuilderForm({ name: 'Pet survey', validate: true });
    const form = screen.getByLabelText(/Your email/).closest('form');
    expect(form?.noValidate).toBe(false);
    expect(screen.getByLabelText(/Pet age/).getAttribute('max')).toBe('30');
  });

  it('rules show messages under the field (custom validate, max)', async () => {
    stubFetch();
    renderBuilderForm({ name: 'Pet survey', validate: false });
    await fill(/Your email/, 'not-an-address');
    await fill(/Pet age/, '31');
    await submit('Send it');
    await screen.findByText('Not a valid email, try again.');
    await screen.findByText('Enter 30 or less.');
  });

  it("by default it posts to /api/forms/[name]; success shows 'Thanks!' and redirects to the success URL", async () => {
    const { calls, bodies } = stubFetch({ 'POST /api/forms/Pet%20survey': () => Response.json({ results: { id: 9 } }) });
    renderBuilderForm({ name: 'Pet survey', validate: false, successUrl: '/thanks' });
    await fill(/Your email/, 'pat@example.com');
    await fill(/Pet age/, '4');
    await submit('Send it');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Thanks!'));
    expect(calls.some((c) => c.startsWith('POST /api/forms/Pet%20survey?page='))).toBe(true);
    expect(bodies['POST /api/forms/Pet%20survey']?.[0]).toEqual({ email: 'pat@example.com', age: 4 });
    expect(push).toHaveBeenCalledWith('/thanks');
  });

  it("a failure shows the message at the configured error path, else the §8 default", async () => {
    stubFetch({ 'POST /api/forms/Pet%20survey': () => Response.json({ error: { message: 'Email taken' } }, { status: 400 }) });
    const { unmount } = renderBuilderForm({ name: 'Pet survey', validate: false, errorMessagePath: 'error.message' });
    await fill(/Your email/, 'pat@example.com');
    await submit('Send it');
    expect((await screen.findByRole('alert')).textContent).toBe('Email taken');
    unmount();
    renderBuilderForm({ name: 'Pet survey', validate: false });
    await fill(/Your email/, 'pat@example.com');
    await submit('Send it');
    expect((await screen.findByRole('alert')).textContent).toBe('Form submission error :( Please check your answers and try again');
  });

  it('the browser names only the page and sends a bot-check token: the block\'s routing never travels in the request', async () => {
    const tokens: string[] = [];
    const { calls } = stubFetch({
      'POST /api/forms/Pet%20survey': (init) => {
        tokens.push(new Headers(init?.headers).get('x-bot-check-token') ?? '');
        return Response.json({ results: {} });
      },
    });
    renderBuilderForm({ name: 'Pet survey', validate: false, sendSubmissionsTo: 'custom', action: 'https://hooks.example.com/in' });
    await fill(/Your email/, 'pat@example.com');
    await submit('Send it');
    await waitFor(() => expect(calls.some((c) => c.startsWith('POST /api/forms/Pet%20survey?'))).toBe(true));
    const call = calls.find((c) => c.startsWith('POST /api/forms/'));
    const query = new URLSearchParams(call?.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ page: window.location.pathname });
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatch(/^eyJ/); // base64 of the widget's JSON payload
  });
});
