import { defineBlock } from '@/block-kit/define-block';
import { LogoCloud } from './logo-cloud';
import { logoCloudInputs, logoCloudSchema } from './schema';

export const logoCloudBlock = defineBlock({
  name: 'Logo Cloud',
  group: 'transitioningAndLogos',
  inputs: logoCloudInputs,
  schema: logoCloudSchema,
  component: LogoCloud,
});
