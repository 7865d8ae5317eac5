/** A submitted field: text, a number or checkbox, an empty value, or a group of checked values. */
type FormPrimitive = string | number | boolean | null;
type FormValue = FormPrimitive | readonly FormPrimitive[] | Readonly<Record<string, FormPrimitive | readonly FormPrimitive[]>>;
export type FormValues = Readonly<Record<string, FormValue>>;

type FormSubmission = {
  /** The form's name as configured in the page builder. */
  readonly formName: string;
  readonly values: FormValues;
};

/**
 * What the form machine reads back (§7 form-submit): whether the status was 2xx, the status, and
 * the parsed body (JSON when the answer is JSON, else text), where `results` or an error message
 * at the block's configured path may be found.
 */
export type FormSubmitOutcome = {
  readonly ok: boolean;
  readonly status: number;
  readonly body: unknown;
};

/**
 * Delivers a generic page-builder form submission. Three implementations behind one interface:
 * the local store (SQLite), Builder's form-submit (email to a recipient), and a custom action URL.
 */
export interface FormSubmitter {
  readonly kind: 'local' | 'builder' | 'action';
  submit(submission: FormSubmission): Promise<FormSubmitOutcome>;
}

/** Where a block's submissions go, decided from its editor configuration. */
export type FormTarget =
  | { readonly kind: 'local' }
  | { readonly kind: 'builder'; readonly apiKey: string; readonly recipient: string }
  | {
      readonly kind: 'action';
      readonly url: string;
      readonly method?: 'POST' | 'PUT';
      readonly contentType?: FormContentType;
      readonly headers?: Readonly<Record<string, string>>;
    };

/** Body encodings the page builder's Form block offers. */
export type FormContentType = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';

/** The Form block options that decide where its submissions go (names as in the page builder). */
export type FormBlockRouting = {
  readonly sendSubmissionsTo?: string;
  readonly sendSubmissionsToEmail?: string;
  readonly action?: string;
  readonly contentType?: string;
};
