import { defineBlock } from '@/block-kit/define-block';
import { InfoCardList } from './info-card-list';
import { infoCardListInputs, infoCardListSchema } from './schema';

export const infoCardListBlock = defineBlock({
  name: 'Info Card List',
  group: 'siteSections',
  inputs: infoCardListInputs,
  schema: infoCardListSchema,
  component: InfoCardList,
});
