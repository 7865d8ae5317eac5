import { encodeFormBody, sendForm, type FetchLike } from './send-form';
import type { FormSubmitter } from './types';

const BUILDER_FORM_SUBMIT_URL = 'https://builder.io/api/v1/form-submit';

export type BuilderFormSubmitOptions = {
  /** The page builder's public API key. */
  readonly apiKey: string;
  /** Address Builder emails submissions to (the block's sendSubmissionsToEmail). */
  readonly recipient: string;
  readonly fetch: FetchLike;
  readonly endpoint?: string;
  readonly timeoutMs?: number;
  readonly logError?: (message: string, detail: unknown) => void;
};

/**
 * The form-submit URL with its query (§7: api key, recipient, form name). Builder's own Form block
 * sends the recipient base64-encoded in `to`; it is encoded from UTF-8 here so a non-Latin-1
 * address does not throw as `btoa` would.
 *
 * @example
 * builderFormSubmitUrl('pub-key', 'team@example.com', 'Contact us');
 * // 'https://builder.io/api/v1/form-submit?apiKey=pub-key&to=dGVhbUBleGFtcGxlLmNvbQ%3D%3D&name=Contact+us'
 */
export function builderFormSubmitUrl(apiKey: string, recipient: string, formName: string, endpoint = BUILDER_FORM_SUBMIT_URL): string {
  const query = new URLSearchParams({
    apiKey,
    to: Buffer.from(recipient, 'utf8').toString('base64'),
    name: formName,
  });
  return `${endpoint}?${query.toString()}`;
}

/** Builder's form-submit service: emails each submission to the recipient (multipart, as the block sends it). */
export function createBuilderFormSubmitter(options: BuilderFormSubmitOptions): FormSubmitter {
  const logError = options.logError ?? ((message, detail) => console.error(message, detail));
  return {
    kind: 'builder',
    submit({ formName, values }) {
      const { body, headers } = encodeFormBody(values, 'multipart/form-data');
      const url = builderFormSubmitUrl(options.apiKey, options.recipient, formName, options.endpoint);
      return sendForm(
        url,
        { method: 'POST', body, headers },
        { fetch: options.fetch, allowedHosts: [new URL(url).host], timeoutMs: options.timeoutMs ?? 10_000, logError },
      );
    },
  };
}
