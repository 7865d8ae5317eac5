/**
 * Blocks of the newsletter and forms issue (Contact, Newsletter Signup, Vet Tech Signup Form, form blocks), collected here so that registrations touch only this file;
 * registry.ts spreads the list. Each block still lives in its own folder with its registration.
 *
 * The page builder's own Form components ('Form:Form', 'Form:Input', …) are not §2 blocks: the
 * server renderer renders them itself, and the SDK page replaces them in the SDK's registry
 * (builder-form/register-builder-forms.ts).
 */
import { contactBlock } from './contact/registration';
import { newsletterSignupBlock } from './newsletter-signup/registration';
import type { RegisteredBlock } from './types';
import { vetTechSignupFormBlock } from './vet-tech-signup-form/registration';

export const FORM_BLOCKS: readonly RegisteredBlock[] = [contactBlock, newsletterSignupBlock, vetTechSignupFormBlock];
