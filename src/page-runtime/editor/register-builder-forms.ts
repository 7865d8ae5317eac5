'use client';

/**
 * Replaces the page builder's built-in form components with ours, under the same names.
 *
 * How @builder.io/react does it (9.4, src/blocks/forms/*.tsx): each built-in is wrapped in
 * `withBuilder(Component, { name: 'Form:Form', inputs, ... })` when the package is imported, which
 * calls `Builder.addComponent`. That keeps one global list, `Builder.components`, and a second
 * registration with the same name *replaces* the first (addComponent splices it in place).
 * BuilderBlock looks components up in that list by name at render time. So registering ours
 * after the package loaded (this module imports it first) makes every 'Form:*' element in content,
 * old or new, render with react-hook-form, the form machine and our submission targets, and the
 * editor keeps offering the same block names with our inputs.
 *
 * Why overrides rather than new names: content already stores 'Form:Form'/'Form:Input' elements
 * (the editor's Form block), and the block registry accepts §2 names only. This module is
 * 'use client' and imported for its side effect by the SDK page only (the editor and preview
 * path); published pages render the same views from the server renderer.
 */
import { Builder } from '@builder.io/react';
import type { Input } from '@builder.io/sdk';
import {
  SdkBuilderForm as BuilderForm,
  SdkBuilderFormInput as BuilderFormInput,
  SdkBuilderFormLabel as BuilderFormLabel,
  SdkBuilderFormSelect as BuilderFormSelect,
  SdkBuilderFormSubmitButton as BuilderFormSubmitButton,
  SdkBuilderFormTextArea as BuilderFormTextArea,
} from './sdk-builder-form';


const ruleInputs: Input[] = [
  { name: 'label', type: 'string', helperText: 'The visible label; required fields get an asterisk after it.' },
  { name: 'required', type: 'boolean', defaultValue: false },
  { name: 'minLength', type: 'number', advanced: true },
  { name: 'maxLength', type: 'number', advanced: true },
  { name: 'pattern', type: 'string', advanced: true, helperText: 'A regular expression the whole value must match.' },
  { name: 'validate', type: 'string', enum: ['none', 'email', 'phone', 'postalCode'], defaultValue: 'none', advanced: true, helperText: 'A custom rule.' },
  { name: 'errorMessage', type: 'string', advanced: true, helperText: 'Message under the field when a rule fails (else a default per rule).' },
];

const formInputs: Input[] = [
  { name: 'sendSubmissionsTo', type: 'string', enum: ['email', 'custom'], defaultValue: 'email' },
  { name: 'sendSubmissionsToEmail', type: 'string', helperText: 'Builder emails submissions here when an API key is set; without one they are stored locally.' },
  { name: 'name', type: 'string', defaultValue: 'My form' },
  { name: 'action', type: 'string', helperText: 'Custom URL (https, on the server allowlist CONTENT_DATA_ALLOWED_HOSTS).' },
  { name: 'contentType', type: 'string', enum: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'], defaultValue: 'application/json', advanced: true },
  { name: 'successUrl', type: 'url', helperText: 'Optional page to go to after a successful submission.' },
  { name: 'resetFormOnSubmit', type: 'boolean', defaultValue: true, advanced: true },
  { name: 'validate', type: 'boolean', defaultValue: true, advanced: true, helperText: 'Let the browser validate natively too.' },
  { name: 'errorMessagePath', type: 'text', advanced: true, helperText: 'Path to the error message in a JSON answer, e.g. "error.message".' },
];

Builder.registerComponent(BuilderForm, { name: 'Form:Form', inputs: formInputs, canHaveChildren: true, noWrap: true });
Builder.registerComponent(BuilderFormInput, {
  name: 'Form:Input',
  noWrap: true,
  inputs: [
    { name: 'type', type: 'text', enum: ['text', 'number', 'email', 'url', 'checkbox', 'date', 'search', 'tel', 'hidden'], defaultValue: 'text' },
    { name: 'name', type: 'string', required: true },
    { name: 'placeholder', type: 'string' },
    { name: 'defaultValue', type: 'string' },
    { name: 'min', type: 'number', advanced: true },
    { name: 'max', type: 'number', advanced: true },
    ...ruleInputs,
  ],
});
Builder.registerComponent(BuilderFormTextArea, {
  name: 'Form:TextArea',
  noWrap: true,
  inputs: [{ name: 'name', type: 'string', required: true }, { name: 'placeholder', type: 'string' }, ...ruleInputs],
});
Builder.registerComponent(BuilderFormSelect, {
  name: 'Form:Select',
  noWrap: true,
  inputs: [
    { name: 'options', type: 'list', required: true, subFields: [{ name: 'value', type: 'text', required: true }, { name: 'name', type: 'text' }] },
    { name: 'name', type: 'string', required: true },
    { name: 'placeholder', type: 'string' },
    ...ruleInputs,
  ],
});
Builder.registerComponent(BuilderFormSubmitButton, { name: 'Form:SubmitButton', noWrap: true, inputs: [{ name: 'text', type: 'text', defaultValue: 'Submit' }] });
Builder.registerComponent(BuilderFormLabel, { name: 'Form:Label', noWrap: true, inputs: [{ name: 'text', type: 'text' }] });
