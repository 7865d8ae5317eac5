import 'server-only';
import { env, serviceModes, type ServerEnv } from '@/config/env';
import { sharedDatabase } from '@/services/store/database';
import { openedOnFirstUse } from '@/services/store/storage-state';
import { createKlaviyoNewsletter } from './klaviyo';
import { createLocalNewsletter } from './local';
import type { NewsletterService } from './types';

export type { NewsletterService } from './types';

/** The newsletter list the environment selects: Klaviyo when its keys are set, else SQLite. */
export function createNewsletterFromEnv(e: ServerEnv = env(), fetchImpl: typeof fetch = fetch): NewsletterService {
  if (serviceModes(e).newsletter === 'klaviyo' && e.KLAVIYO_PRIVATE_KEY && e.KLAVIYO_LIST_ID) {
    return createKlaviyoNewsletter({ privateKey: e.KLAVIYO_PRIVATE_KEY, listId: e.KLAVIYO_LIST_ID, fetch: fetchImpl });
  }
  // A NORMAL connection, whose signups the newsletter syncs itself off the event loop (walSync in
  // the store): FULL would make every request wait behind each batch's fsync.
  return openedOnFirstUse(() => createLocalNewsletter({ db: sharedDatabase(e.DATA_DIR, 'NORMAL') }));
}
