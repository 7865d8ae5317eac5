import { z } from 'zod';
import { SIGNUP_ERRORS } from '@/domain/newsletter/rules';
import { REFUSAL_STATUS } from './local';
import type { NewsletterService, SubscribeRequest, SubscribeResult } from './types';

/** Klaviyo's dated API revision this client was written against (sent as the `revision` header). */
export const KLAVIYO_API_REVISION = '2026-01-15';
const KLAVIYO_API_BASE = 'https://a.klaviyo.com/api';

/** Answer when Klaviyo cannot be reached or answers something unexpected: their outage, not the visitor's input. */
const UPSTREAM_FAILURE = { status: 502, error: 'The newsletter service did not answer; please try again shortly.' } as const;

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type KlaviyoNewsletterOptions = {
  /** Private API key (scopes profiles:write, lists:read, subscriptions:write). Server only. */
  readonly privateKey: string;
  readonly listId: string;
  readonly fetch: FetchLike;
  readonly timeoutMs?: number;
  /** Where upstream failures are reported; the visitor only sees a generic message. */
  readonly logError?: (message: string, detail: unknown) => void;
};

const errorDocument = z.object({
  errors: z
    .array(
      z.object({
        code: z.string().optional(),
        title: z.string().optional(),
        detail: z.string().optional(),
      }),
    )
    .default([]),
});

const suppression = z.object({ reason: z.string() });
const profileDocument = z.object({
  data: z.object({
    id: z.string(),
    attributes: z
      .object({
        subscriptions: z
          .object({
            email: z
              .object({
                marketing: z
                  .object({
                    consent: z.string().optional(),
                    suppression: z.array(suppression).nullish(),
                  })
                  .optional(),
              })
              .nullish(),
          })
          .nullish(),
      })
      .optional(),
  }),
});

const listMembersDocument = z.object({ data: z.array(z.object({ id: z.string() })) });

/**
 * Suppression reasons that mean the address may not be re-imported. UNSUBSCRIBE is left out on
 * purpose: someone who unsubscribed and fills in the form again has consented anew, and Klaviyo's
 * subscribe call lifts that suppression.
 */
const PERMANENT_SUPPRESSIONS = new Set(['USER_SUPPRESSED', 'HARD_BOUNCE', 'INVALID_EMAIL', 'SPAM_COMPLAINT']);

/** Maps one of Klaviyo's error documents to the two named refusals, when it is one. */
export function klaviyoRefusal(status: number, body: unknown): SubscribeResult | null {
  const parsed = errorDocument.safeParse(body);
  const errors = parsed.success ? parsed.data.errors : [];
  const text = errors.map((e) => `${e.code ?? ''} ${e.title ?? ''} ${e.detail ?? ''}`).join(' ');
  if (/suppress/i.test(text)) return { ok: false, error: SIGNUP_ERRORS.forgotten, status: REFUSAL_STATUS };
  if (status === 409 || /duplicate/i.test(text)) return { ok: false, error: SIGNUP_ERRORS.memberExists, status: REFUSAL_STATUS };
  return null;
}

/**
 * Klaviyo newsletter list (REST API, JSON:API documents):
 * 1. Create or Update Profile (`POST /profile-import`) with the custom properties NAME, ZIPCODE and
 *    source, asking for the profile's subscriptions;
 * 2. a permanently suppressed profile answers 'Forgotten Email Not Subscribed';
 * 3. a profile already subscribed and on the list answers 'Member Exists' (the subscription job in
 *    step 5 is asynchronous and would never report it);
 * 4. a signup from the quiz results sets its RESULTS_URL and PET_NAME properties with a second
 *    profile import, only now that the address is new to the list;
 * 5. Bulk Subscribe Profiles (`POST /profile-subscription-bulk-create-jobs`) to the list, 202.
 */
export function createKlaviyoNewsletter(options: KlaviyoNewsletterOptions): NewsletterService {
  const { privateKey, listId, timeoutMs = 10_000 } = options;
  const logError = options.logError ?? ((message, detail) => console.error(message, detail));

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const response = await options.fetch(`${KLAVIYO_API_BASE}${path}`, {
      method,
      headers: {
        Authorization: `Klaviyo-API-Key ${privateKey}`,
        revision: KLAVIYO_API_REVISION,
        accept: 'application/vnd.api+json',
        ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown = null;
    if (text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
    }
    return { status: response.status, json };
  }

  function failure(step: string, status: number, json: unknown): SubscribeResult {
    const refusal = klaviyoRefusal(status, json);
    if (refusal) return refusal;
    logError(`Klaviyo ${step} answered ${status}`, json);
    return { ok: false, ...UPSTREAM_FAILURE };
  }

  async function subscribe({ email, fields }: SubscribeRequest): Promise<SubscribeResult> {
    const imported = await call('POST', '/profile-import?additional-fields[profile]=subscriptions', {
      data: {
        type: 'profile',
        attributes: { email, properties: { NAME: fields.NAME, ZIPCODE: fields.ZIPCODE, source: fields.source } },
      },
    });
    if (imported.status !== 200 && imported.status !== 201) return failure('profile import', imported.status, imported.json);
    const profile = profileDocument.safeParse(imported.json);
    if (!profile.success) return failure('profile import (unexpected document)', imported.status, imported.json);

    const marketing = profile.data.data.attributes?.subscriptions?.email?.marketing;
    if ((marketing?.suppression ?? []).some((s) => PERMANENT_SUPPRESSIONS.has(s.reason))) {
      return { ok: false, error: SIGNUP_ERRORS.forgotten, status: REFUSAL_STATUS };
    }

    if (marketing?.consent === 'SUBSCRIBED') {
      const filter = encodeURIComponent(`equals(email,${JSON.stringify(email)})`);
      const members = await call('GET', `/lists/${encodeURIComponent(listId)}/profiles?filter=${filter}&fields[profile]=email&page[size]=1`);
      if (members.status !== 200) return failure('list membership', members.status, members.json);
      const parsed = listMembersDocument.safeParse(members.json);
      if (!parsed.success) return failure('list membership (unexpected document)', members.status, members.json);
      if (parsed.data.data.length > 0) return { ok: false, error: SIGNUP_ERRORS.memberExists, status: REFUSAL_STATUS };
    }

    // The quiz results' link and pet name are written only once the address is known to be new to
    // the list: a repeat answers 'Member Exists' and, the address not being proven the visitor's,
    // must not replace what the subscriber's own signup stored (as the local list keeps the first).
    const quizProperties = {
      ...(fields.RESULTS_URL ? { RESULTS_URL: fields.RESULTS_URL } : {}),
      ...(fields.PET_NAME ? { PET_NAME: fields.PET_NAME } : {}),
    };
    if (Object.keys(quizProperties).length > 0) {
      const updated = await call('POST', '/profile-import', { data: { type: 'profile', attributes: { email, properties: quizProperties } } });
      if (updated.status !== 200 && updated.status !== 201) return failure('quiz properties import', updated.status, updated.json);
    }

    const job = await call('POST', '/profile-subscription-bulk-create-jobs', {
      data: {
        type: 'profile-subscription-bulk-create-job',
        attributes: {
          ...(fields.source ? { custom_source: fields.source } : {}),
          profiles: {
            data: [
              {
                type: 'profile',
                attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } },
              },
            ],
          },
        },
        relationships: { list: { data: { type: 'list', id: listId } } },
      },
    });
    if (job.status !== 202 && job.status !== 200) return failure('subscription job', job.status, job.json);
    return { ok: true };
  }

  return {
    kind: 'klaviyo',
    async subscribe(request) {
      try {
        return await subscribe(request);
      } catch (error) {
        // Network failure or timeout: reported here, answered as an upstream failure.
        logError('Klaviyo could not be reached', error);
        return { ok: false, ...UPSTREAM_FAILURE };
      }
    },
  };
}
