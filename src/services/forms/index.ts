import 'server-only';
import { env } from '@/config/env';
import { sharedDatabase } from '@/services/store/database';
import { openedOnFirstUse } from '@/services/store/storage-state';
import { createActionUrlSubmitter } from './action-url';
import { createBuilderFormSubmitter } from './builder';
import { createLocalFormStore, createLocalFormSubmitter, type LocalFormStore } from './local';
import type { FetchLike } from './send-form';
import type { FormBlockRouting, FormContentType, FormSubmitter, FormTarget } from './types';

export { actionUrlProblem, createActionUrlSubmitter } from './action-url';
export { builderFormSubmitUrl, createBuilderFormSubmitter } from './builder';
export { findFormRouting } from './content-routing';
export { createLocalFormStore, type LocalFormStore } from './local';
export type * from './types';

const CONTENT_TYPES: readonly FormContentType[] = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Where a block's submissions go: Builder's form-submit when it sends to an email and a Builder
 * key is configured; its custom action URL when it has one; otherwise the local store (so a block
 * configured for email still works offline).
 */
export function formTargetFor(block: FormBlockRouting, builderApiKey: string | undefined): FormTarget {
  if (block.sendSubmissionsTo === 'email' && builderApiKey && block.sendSubmissionsToEmail) {
    return { kind: 'builder', apiKey: builderApiKey, recipient: block.sendSubmissionsToEmail };
  }
  if (block.sendSubmissionsTo === 'custom' && block.action) {
    const contentType = CONTENT_TYPES.find((t) => t === block.contentType);
    return { kind: 'action', url: block.action, ...(contentType ? { contentType } : {}) };
  }
  return { kind: 'local' };
}

export type SubmitterDeps = {
  readonly store: LocalFormStore;
  readonly fetch: FetchLike;
  /** Hosts a custom action URL may point to. */
  readonly allowedActionHosts: readonly string[];
};

/** The FormSubmitter for a target. Throws for an action URL that may not be used. */
export function createFormSubmitter(target: FormTarget, deps: SubmitterDeps): FormSubmitter {
  switch (target.kind) {
    case 'local':
      return createLocalFormSubmitter(deps.store);
    case 'builder':
      return createBuilderFormSubmitter({ apiKey: target.apiKey, recipient: target.recipient, fetch: deps.fetch });
    case 'action':
      return createActionUrlSubmitter({ ...target, allowedHosts: deps.allowedActionHosts, fetch: deps.fetch });
  }
}

/** The process's local form store, opened on first use (not when the route is composed). */
export function localFormStore(): LocalFormStore {
  return openedOnFirstUse(() => createLocalFormStore({ db: sharedDatabase(env().DATA_DIR) }));
}
