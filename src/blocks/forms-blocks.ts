/**
 * Blocks of the newsletter and forms issue (Contact, Newsletter Signup, Vet Tech Signup Form, form blocks), collected here so that registrations touch only this file;
 * registry.ts spreads the list. Each block still lives in its own folder with its registration.
 *
 * The page builder's own Form components ('Form:Form', 'Form:Input', …) are not §2 blocks; they
 * are replaced in the SDK's registry by the side-effect import below (see that module for how).
 */
import './builder-form/register-builder-forms';
import { contactBlock } from './contact/registration';
import { newsletterSignupBlock } from './newsletter-signup/registration';
import type { RegisteredBlock } from './types';
import { vetTechSignupFormBlock } from './vet-tech-signup-form/registration';

export const FORM_BLOCKS: readonly RegisteredBlock[] = [contactBlock, newsletterSignupBlock, vetTechSignupFormBlock];
