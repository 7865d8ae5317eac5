import { defineBlock } from '@/block-kit/define-block';
import { vetTechSignupFormInputs, vetTechSignupFormSchema } from './schema';

export const vetTechSignupFormBlock = defineBlock({
  name: 'Vet Tech Signup Form',
  group: 'vetCustomComponents',
  inputs: vetTechSignupFormInputs,
  schema: vetTechSignupFormSchema,
  island: 'eager',
});
