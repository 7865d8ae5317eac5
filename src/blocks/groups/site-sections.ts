/**
 * The registrations of §2's "Site sections" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { announcementBarBlock } from '../announcement-bar/registration';
import { contactBlock } from '../contact/registration';
import { exitModalBlock } from '../exit-modal/registration';
import { featuresBlock } from '../features/registration';
import { infoCardListBlock } from '../info-card-list/registration';
import { newsletterSignupBlock } from '../newsletter-signup/registration';
import { teamBlock } from '../team/registration';
import { tickerBlock } from '../ticker/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const SITE_SECTION_BLOCKS: readonly RegisteredBlock[] = [
  featuresBlock,
  contactBlock,
  tickerBlock,
  newsletterSignupBlock,
  infoCardListBlock,
  teamBlock,
  exitModalBlock,
  announcementBarBlock,
];
