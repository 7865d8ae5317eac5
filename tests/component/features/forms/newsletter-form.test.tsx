// act() needs an async callback to flush React's queued updates and effects, even where the body awaits nothing.
/* eslint-disable @typescript-eslint/require-await */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FooterNewsletter } from '@/features/newsletter/footer-newsletter';
import { stubFetch } from './fetch-stub';

beforeEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The footer's stand-in form until its code has loaded (pointing at it loads it, without focusing). */
const standIn = () => document.querySelector('form[data-stand-in]');

async function renderFooter() {
  render(<FooterNewsletter locale="en-gb" theme="main" klaviyoSource="footer" />);
  const form = standIn();
  if (!form) throw new Error('the footer did not render the stand-in form');
  fireEvent.pointerOver(form);
  await waitFor(() => expect(standIn()).toBeNull(), { timeout: 5000 });
  return {
    email: screen.getByLabelText<HTMLInputElement>('Email address'),
    button: () => screen.getByRole<HTMLButtonElement>('button'),
  };
}

async function typeEmail(email: HTMLInputElement, value: string) {
  await act(async () => {
    fireEvent.focus(email);
    fireEvent.input(email, { target: { value } });
    fireEvent.change(email, { target: { value } });
  });
}

const signupAnswer = (status: number, error: string | null) => ({ 'POST /api/submit-klaviyo': () => Response.json({ error }, { status }) });

describe('the footer newsletter loads its form on use, keeping what was typed', () => {
  it('renders the form without its code until the visitor uses it, with nothing fetched', async () => {
    const { calls } = stubFetch();
    render(<FooterNewsletter locale="en-gb" theme="main" klaviyoSource="footer" />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(standIn()).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').placeholder).toBe('enter your email');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'sign up' }).disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('an address typed before the form loaded is kept, with the focus, and validated by the real form', async () => {
    stubFetch();
    render(<FooterNewsletter locale="en-gb" theme="main" klaviyoSource="footer" />);
    const early = screen.getByLabelText<HTMLInputElement>('Email address');
    // Typed straight into the stand-in (as before hydration): no event reaches React until focus.
    early.value = 'pat@localhost';
    await act(async () => {
      early.focus();
    });
    await waitFor(() => expect(standIn()).toBeNull(), { timeout: 5000 });
    const email = screen.getByLabelText<HTMLInputElement>('Email address');
    expect(email).not.toBe(early);
    expect(email.value).toBe('pat@localhost');
    expect(document.activeElement).toBe(email);
    await act(async () => {
      fireEvent.blur(email);
    });
    await screen.findByText('Not a valid email, try again.');
  });
});

describe('an address typed and left before the page is interactive', () => {
  it("is taken over and validated: 'Not a valid email, try again.' without another touch", async () => {
    stubFetch();
    const footer = <FooterNewsletter locale="en-gb" theme="main" klaviyoSource="footer" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer);
    document.body.append(container);
    // Server HTML only: typing and leaving reach no React handler.
    const early = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (!early) throw new Error('the server HTML has no email field');
    early.value = 'pat@localhost';
    render(footer, { container, hydrate: true });
    await waitFor(() => expect(standIn()).toBeNull(), { timeout: 5000 });
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('pat@localhost');
    await screen.findByText('Not a valid email, try again.');
  });
});

describe('the newsletter form (§4, §5, §8)', () => {
  it('loads no bot check with the page: nothing is fetched until the visitor uses the form', async () => {
    const { calls } = stubFetch();
    const { email } = await renderFooter();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(calls).toEqual([]);
    await act(async () => {
      fireEvent.focus(email);
    });
    await waitFor(() => expect(calls).toEqual(['GET /api/bot-check', 'GET /api/challenge']));
  });

  it("an address that breaks the §5 rule shows 'Not a valid email, try again.' and keeps the button disabled", async () => {
    stubFetch();
    const { email, button } = await renderFooter();
    await typeEmail(email, 'pat@localhost');
    await act(async () => {
      fireEvent.blur(email);
    });
    await screen.findByText('Not a valid email, try again.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText('Not a valid email, try again.').id);
    expect(button().disabled).toBe(true);
    expect(email.closest('form')?.noValidate).toBe(true);
  });

  it("a 200 resets the form: placeholder 'add another email', button 'You’re in!' in outline, events and identify pushed", async () => {
    const { bodies } = stubFetch(signupAnswer(200, null));
    const { email, button } = await renderFooter();
    await typeEmail(email, 'Pat@Example.com');
    await waitFor(() => expect(button().disabled).toBe(false));
    await act(async () => {
      fireEvent.click(button());
    });
    await waitFor(() => expect(button().textContent).toBe('You\u2019re in!'));
    expect(button().dataset.style).toBe('Outline');
    expect(email.value).toBe('');
    expect(email.placeholder).toBe('add another email');
    expect(bodies['POST /api/submit-klaviyo']?.[0]).toMatchObject({
      email: 'Pat@Example.com',
      fields: { NAME: '', ZIPCODE: '', source: 'footer' },
      turnstileToken: expect.stringMatching(/^eyJ/) as unknown,
    });
    const events = (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer.map((e) => e.event);
    expect(events).toEqual(['newsletter_signup', 'Newsletter Signed Up', 'identify']);
  });

  it.each([
    ['Member Exists', 409, 'Provided email is already subscribed to our newsletter.'],
    ['Forgotten Email Not Subscribed', 409, 'Provided email was permanently deleted and cannot be re-imported.'],
    ['Too many signups', 429, 'Oops! Something went wrong.'],
  ])("the returned error '%s' shows the §8 message", async (error, status, message) => {
    stubFetch(signupAnswer(status, error));
    const { email, button } = await renderFooter();
    await typeEmail(email, 'pat@example.com');
    await waitFor(() => expect(button().disabled).toBe(false));
    await act(async () => {
      fireEvent.click(button());
    });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it("a bot check that cannot load shows 'Failed to load Turnstile'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'GET /api/bot-check': () => new Response('down', { status: 503 }) });
    const { email, button } = await renderFooter();
    await typeEmail(email, 'pat@example.com');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to load Turnstile'));
    expect(button().disabled).toBe(true);
  });

  it("an ALTCHA widget that cannot fetch its challenge shows 'Failed to load Turnstile'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'GET /api/challenge': () => new Response('down', { status: 503 }) });
    const { email, button } = await renderFooter();
    await typeEmail(email, 'pat@example.com');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to load Turnstile'));
    expect(button().disabled).toBe(true);
  });

  it("an ALTCHA widget whose code cannot load shows 'Failed to load Turnstile'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('altcha', () => Promise.reject(new Error('chunk load failed')));
    try {
      vi.resetModules();
      stubFetch();
      const { email, button } = await renderFooter();
      await typeEmail(email, 'pat@example.com');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to load Turnstile'));
      expect(button().disabled).toBe(true);
    } finally {
      vi.doUnmock('altcha');
    }
  });

  it('the privacy note links to the localized Privacy Policy in a new tab', async () => {
    stubFetch();
    await renderFooter();
    const link = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(link.getAttribute('href')).toBe('/en-gb/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
