import { defineBlock } from '@/block-kit/define-block';
import { UiPageHeading } from './ui-page-heading';
import { uiPageHeadingInputs, uiPageHeadingSchema } from './schema';

export const uiPageHeadingBlock = defineBlock({
  name: 'UI Page Heading',
  group: 'layoutAndText',
  inputs: uiPageHeadingInputs,
  schema: uiPageHeadingSchema,
  component: UiPageHeading,
});
