'use client';

import { useMachine, useSelector } from '@xstate/react';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { fromPromise } from 'xstate';
import {
  formMachine,
  selectCanSubmitForm,
  selectFormStatus,
  selectFormStatusMessage,
  type FormFieldValues,
  type FormMachineInput,
  type FormStatus,
  type FormSubmitAnswer,
} from '@/machines/form';
import { earnFormToken, postForm } from './form-submit-client';

export type PageFormOptions = FormMachineInput & {
  /** The form's name (the stored submission's name, Builder's `name`). */
  readonly formName: string;
  /** Runs after a successful submission (analytics). */
  readonly onSuccess?: (values: FormFieldValues) => void;
  /** The <form>: it receives the page builder's `submit:success` DOM event. */
  readonly formRef?: RefObject<HTMLFormElement | null>;
  /** Sends the values somewhere other than /api/forms/[name] (a form with its own route, e.g. reviews). */
  readonly post?: (values: FormFieldValues, token: string) => Promise<FormSubmitAnswer>;
};

export type PageForm = {
  readonly status: FormStatus;
  readonly message: string | null;
  readonly canSubmit: boolean;
  /** Pass to react-hook-form's handleSubmit: valid values go to the machine. */
  readonly submit: (values: FormFieldValues) => void;
  /** Call when a field changes after an outcome (the outcome message goes away). */
  readonly edited: () => void;
};

/** The DOM event the page builder's Form block fires on success; editors' custom code listens for it. */
const FORM_SUCCESS_EVENT = 'submit:success';

/** Success URLs an editor may set: a same-site path or an http(s) URL (never javascript:). */
function isSafeRedirect(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
}

/**
 * The generic page-builder form's behaviour (§4): the form machine (unsubmitted, sending, success,
 * error) wired to a react-hook-form instance, the bot check and submission, the success reset and redirect.
 */
export function usePageForm<V extends FieldValues>(form: UseFormReturn<V>, options: PageFormOptions): PageForm {
  const router = useRouter();
  const { formRef, onSuccess } = options;
  const { reset } = form;
  const { formName, post } = options;
  const machine = useMemo(
    () =>
      formMachine.provide({
        actors: {
          // The token is earned at send time (single use), inside the machine's 'sending' state;
          // the server finds where the answers go from the page's content (its path is sent along).
          submitForm: fromPromise<FormSubmitAnswer, { values: FormFieldValues }>(async ({ input }) => {
            // Turnstile draws into the form being sent (the one holding focus), else the page.
            const token = await earnFormToken(document.activeElement?.closest('form') ?? null).catch((error: unknown) => {
              // The visitor sees the form's message; why the check failed belongs in the console.
              console.error('The bot check could not give this form a token', error);
              throw error;
            });
            if (post) return post(input.values, token);
            return postForm(formName, input.values, { page: window.location.pathname, token });
          }),
        },
        actions: {
          resetForm: () => reset(),
          redirect: (_, { url }) => {
            if (!isSafeRedirect(url)) return;
            if (url.startsWith('/')) router.push(url);
            else window.location.assign(url);
          },
        },
      }),
    [formName, post, reset, router],
  );
  const input: FormMachineInput = {
    ...(options.errorMessagePath ? { errorMessagePath: options.errorMessagePath } : {}),
    ...(options.successUrl ? { successUrl: options.successUrl } : {}),
    ...(options.resetOnSuccess !== undefined ? { resetOnSuccess: options.resetOnSuccess } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
  };
  const [, send, actor] = useMachine(machine, { input });
  const status = useSelector(actor, selectFormStatus);
  const message = useSelector(actor, selectFormStatusMessage);
  const canSubmit = useSelector(actor, selectCanSubmitForm);

  useEffect(() => {
    const sub = actor.on('form.succeeded', ({ values, body }) => {
      formRef?.current?.dispatchEvent(new CustomEvent(FORM_SUCCESS_EVENT, { detail: { body } }));
      onSuccess?.(values);
    });
    return () => sub.unsubscribe();
  }, [actor, onSuccess, formRef]);

  return {
    status,
    message,
    canSubmit,
    submit: (values) => send({ type: 'form.submit', values }),
    edited: () => {
      if (status === 'success' || status === 'error') send({ type: 'form.edit' });
    },
  };
}
