/**
 * How a page form sends its answers from the browser (§7 form-submit): always to the site's own
 * POST /api/forms/[name] (the CSP allows the browser to call only its own origin), naming the page
 * the form is on. Where the answers go next (the local store, Builder's form-submit, the block's
 * action URL) the server reads from that page's content: nothing the browser sends chooses it.
 * Each submission carries a bot-check token, earned when the visitor sends the form.
 */
import type { FormFieldValues, FormSubmitAnswer } from '@/machines/form';
import type { AltchaHandle, mountAltcha } from '@/features/forms/bot-check/bot-check-client';
import { BOT_CHECK_TOKEN_HEADER, BotCheckLoadError } from '@/domain/bot-check-token';

/** The local route for a form on a page. */
function formSubmitUrl(formName: string, page: string): string {
  return `/api/forms/${encodeURIComponent(formName)}?${new URLSearchParams({ page }).toString()}`;
}

/** The local challenge: the ALTCHA widget drawn into `host` until it has solved its challenge. */
async function earnAltchaToken(host: HTMLElement, mount: typeof mountAltcha): Promise<string> {
  let widget: AltchaHandle | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      mount(host, {
        onToken: resolve,
        onExpire: () => reject(new Error('The bot check expired before the form was sent')),
        onFail: (error) => reject(new BotCheckLoadError('The ALTCHA widget could not earn a token', { cause: error })),
      }).then(
        (mounted) => {
          widget = mounted;
        },
        (error: unknown) => reject(new BotCheckLoadError('The ALTCHA widget could not load', { cause: error })),
      );
    });
  } finally {
    widget?.remove();
    host.remove();
  }
}

/**
 * A place for the widget in the form: just after the part holding its submit button, so it shows
 * beside what the visitor pressed (at the form's end when there is none; the page without a form).
 */
function widgetHost(container: HTMLElement | null): HTMLElement {
  const host = document.createElement('div');
  let anchor = container?.querySelector('[type="submit"]') ?? null;
  while (anchor && anchor.parentElement !== container) anchor = anchor.parentElement;
  if (anchor) anchor.after(host);
  else (container ?? document.body).append(host);
  return host;
}

/** The promise's failure as a BotCheckLoadError saying what could not start. */
async function loading<T>(what: string, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw new BotCheckLoadError(`${what} could not load`, { cause: error });
  }
}

/**
 * A single-use bot-check token: the ALTCHA widget (local challenge) or Turnstile's widget drawn
 * into `container` (the form), removed again once it has answered. Rejects with a
 * BotCheckLoadError when the check could not start (the form then says §8 'Failed to load
 * Turnstile'), with a plain Error when a token expired before the form was sent.
 */
export async function earnFormToken(container: HTMLElement | null, fetchImpl: typeof fetch = fetch): Promise<string> {
  // The bot check's code, and the widget it loads, arrive when a form is sent, not with the page.
  const { fetchBotCheckConfig, loadTurnstile, mountAltcha } = await loading('The bot check code', import('@/features/forms/bot-check/bot-check-client'));
  const config = await loading('The bot check configuration', fetchBotCheckConfig(fetchImpl));
  const host = widgetHost(container);
  if (config.kind === 'local') return earnAltchaToken(host, mountAltcha);
  const api = await loading('The Turnstile script', loadTurnstile()).catch((error: unknown) => {
    host.remove();
    throw error;
  });
  return new Promise<string>((resolve, reject) => {
    const widget: { id?: string | undefined } = {};
    const done = () => {
      if (widget.id !== undefined) api.remove(widget.id);
      host.remove();
    };
    widget.id = api.render(host, {
      sitekey: config.siteKey,
      callback: (token) => {
        done();
        resolve(token);
      },
      'expired-callback': () => {
        done();
        reject(new Error('The bot check expired before the form was sent'));
      },
      'error-callback': () => {
        done();
        reject(new BotCheckLoadError('The Turnstile widget reported an error'));
      },
    });
    if (widget.id === undefined) {
      host.remove();
      reject(new BotCheckLoadError('Turnstile did not render its widget'));
    }
  });
}

/**
 * Posts the values as JSON with the token and reads the answer the way the page builder's Form
 * block does: JSON when the answer says JSON, else text. Rejects only when nothing was answered.
 */
export async function postForm(
  formName: string,
  values: FormFieldValues,
  submission: { readonly page: string; readonly token: string },
  fetchImpl: typeof fetch = fetch,
): Promise<FormSubmitAnswer> {
  const response = await fetchImpl(formSubmitUrl(formName, submission.page), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [BOT_CHECK_TOKEN_HEADER]: submission.token },
    body: JSON.stringify(values),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text; // labelled JSON but not JSON: keep the text for the error message path
    }
  }
  return { ok: response.ok, status: response.status, body };
}
