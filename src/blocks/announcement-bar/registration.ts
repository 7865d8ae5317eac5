import { defineBlock } from '@/block-kit/define-block';
import { announcementBarInputs, announcementBarSchema } from './schema';

export const announcementBarBlock = defineBlock({
  name: 'Announcement bar',
  group: 'siteSections',
  inputs: announcementBarInputs,
  schema: announcementBarSchema,
  island: 'deferred',
});
