/**
 * Blocks of the newsletter and forms issue (Contact, Newsletter Signup, Vet Tech Signup Form, form blocks), collected here so that registrations touch only this file;
 * registry.ts spreads the list. Each block still lives in its own folder with its registration.
 */
import type { RegisteredBlock } from './types';

export const FORM_BLOCKS: readonly RegisteredBlock[] = [];
