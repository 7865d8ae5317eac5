import { encodeFormBody, sendForm, type FetchLike } from './send-form';
import type { FormContentType, FormSubmitter } from './types';

export type ActionUrlOptions = {
  /** The block's custom action URL. */
  readonly url: string;
  readonly method?: 'POST' | 'PUT';
  readonly contentType?: FormContentType;
  /** The block's customHeaders. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Hosts the server may forward to. The action URL comes from content, so without a list the
   * server would POST wherever an editor (or a compromised content source) pointed it, internal
   * addresses included.
   */
  readonly allowedHosts: readonly string[];
  readonly fetch: FetchLike;
  readonly timeoutMs?: number;
  readonly logError?: (message: string, detail: unknown) => void;
};

/** Why an action URL may not be forwarded to, or null when it may. */
export function actionUrlProblem(url: string, allowedHosts: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `The form action "${url}" is not an absolute URL`;
  }
  if (parsed.protocol !== 'https:') return `The form action ${parsed.origin} must use https`;
  if (parsed.username !== '' || parsed.password !== '') return 'The form action must not carry credentials';
  if (!allowedHosts.map((h) => h.toLowerCase()).includes(parsed.host.toLowerCase())) {
    return `The form action host ${parsed.host} is not on the allowed list`;
  }
  return null;
}

/**
 * Forwards submissions to a block's custom action URL, encoded as the block asks (JSON by
 * default, as in the page builder). Throws at construction for a URL that may not be used, so a
 * misconfiguration shows up when the block is set up, not as a visitor's failed submission.
 */
export function createActionUrlSubmitter(options: ActionUrlOptions): FormSubmitter {
  const problem = actionUrlProblem(options.url, options.allowedHosts);
  if (problem) throw new Error(problem);
  const logError = options.logError ?? ((message, detail) => console.error(message, detail));
  return {
    kind: 'action',
    submit({ values }) {
      const { body, headers } = encodeFormBody(values, options.contentType ?? 'application/json');
      return sendForm(
        options.url,
        { method: options.method ?? 'POST', body, headers: { ...options.headers, ...headers } },
        { fetch: options.fetch, allowedHosts: options.allowedHosts, timeoutMs: options.timeoutMs ?? 10_000, logError },
      );
    },
  };
}
