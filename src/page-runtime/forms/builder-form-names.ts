/**
 * The page builder's own form components that src/page-runtime/builder-form overrides. Kept apart from
 * the registration module (which registers with the SDK as a side effect) so tests and content
 * checks can read the names without loading the SDK.
 */
export const BUILDER_FORM_COMPONENT_NAMES = ['Form:Form', 'Form:Input', 'Form:TextArea', 'Form:Select', 'Form:SubmitButton', 'Form:Label'] as const;
export type BuilderFormComponentName = (typeof BUILDER_FORM_COMPONENT_NAMES)[number];
