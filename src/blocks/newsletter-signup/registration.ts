import { defineBlock } from '@/block-kit/define-block';
import { newsletterSignupInputs, newsletterSignupSchema } from './schema';

export const newsletterSignupBlock = defineBlock({
  name: 'Newsletter Signup',
  group: 'siteSections',
  inputs: newsletterSignupInputs,
  schema: newsletterSignupSchema,
  island: 'eager',
});
