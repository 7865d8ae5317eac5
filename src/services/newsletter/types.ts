import type { KnownSignupError, SignupProfileFields } from '@/domain/newsletter/rules';

/**
 * The custom properties stored with a subscriber (§3 signup payload `fields`), and, from the quiz
 * results, the results link and pet name (validated by the route: an http(s) link of this site, a
 * short name without control characters).
 */
type SubscriberFields = Readonly<SignupProfileFields> & {
  readonly NAME: string;
  readonly ZIPCODE: string;
  /** Where the form sits (editor-supplied klaviyoSource of the block or footer). */
  readonly source: string;
};

export type SubscribeRequest = {
  /** Already checked against the §5 rule by the caller. */
  readonly email: string;
  readonly fields: SubscriberFields;
};

export type SubscribeResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** 'Member Exists', 'Forgotten Email Not Subscribed', or a human message for anything else. */
      readonly error: KnownSignupError | (string & {});
      /** The HTTP status the route answers with. */
      readonly status: number;
    };

/**
 * Adds an address to the newsletter list. The local default keeps the list in SQLite; the cloud
 * implementation is Klaviyo. Both answer the same two named refusals.
 */
export interface NewsletterService {
  readonly kind: 'local' | 'klaviyo';
  subscribe(request: SubscribeRequest): Promise<SubscribeResult>;
}
