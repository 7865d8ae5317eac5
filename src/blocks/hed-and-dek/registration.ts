import { defineBlock } from '@/block-kit/define-block';
import { HedAndDek } from './hed-and-dek';
import { hedAndDekInputs, hedAndDekSchema } from './schema';

export const hedAndDekBlock = defineBlock({
  name: 'Hed and Dek',
  group: 'layoutAndText',
  inputs: hedAndDekInputs,
  schema: hedAndDekSchema,
  component: HedAndDek,
});
