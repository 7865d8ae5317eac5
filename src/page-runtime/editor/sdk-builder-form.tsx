'use client';

/**
 * The Form components as the Builder SDK renders them (the editor and preview path): each host
 * parses the raw options the SDK passes, renders child blocks through BuilderBlocks (which gives
 * the editor its drop zones), and hands the views in builder-form.tsx what they need. Published
 * pages render the same views from the server renderer instead (src/page-runtime/render).
 */
import { BuilderBlocks, type BuilderElement } from '@builder.io/react';
import type { HTMLAttributes } from 'react';
import { blockOptions } from '../block-guard';
import type { BlockHostProps } from '@/page-runtime/types';
import {
  BuilderForm,
  BuilderFormInput,
  BuilderFormLabel,
  BuilderFormSelect,
  BuilderFormSubmitButton,
  BuilderFormTextArea,
} from '../forms/builder-form';
import {
  builderFormOptionsSchema,
  builderFormSettings,
  builderInputOptionsSchema,
  labelText,
  submitButtonText,
  type BuilderInputOptions,
} from '../forms/builder-form-options';

function isBuilderElement(value: unknown): value is BuilderElement {
  return typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === '@builder.io/sdk:Element';
}

/**
 * With `noWrap` the SDK hands the block's own attributes (class names, builder-id for the editor)
 * to the component to put on its root element. They are the SDK's, not the editor's free input.
 */
function rootAttributes(props: BlockHostProps): HTMLAttributes<HTMLElement> {
  const attributes = props.attributes;
  if (typeof attributes !== 'object' || attributes === null) return {};
  const { className, style, ...rest } = attributes as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (typeof className === 'string') out.className = className;
  if (typeof style === 'object' && style !== null) out.style = style;
  if (typeof rest['builder-id'] === 'string') out['builder-id'] = rest['builder-id'];
  return out;
}

export function SdkBuilderForm(props: BlockHostProps) {
  const settings = builderFormSettings(builderFormOptionsSchema.parse(blockOptions(props)));
  const block = isBuilderElement(props.builderBlock) ? props.builderBlock : undefined;
  return (
    <BuilderForm settings={settings} attributes={rootAttributes(props)}>
      <BuilderBlocks parentElementId={block?.id} dataPath="this.children" blocks={block?.children ?? []} child />
    </BuilderForm>
  );
}

function parseInput(props: BlockHostProps): BuilderInputOptions | null {
  const parsed = builderInputOptionsSchema.safeParse(blockOptions(props));
  if (parsed.success) return parsed.data;
  console.error('A form input has no usable name; it is not rendered', parsed.error.issues);
  return null;
}

export function SdkBuilderFormInput(props: BlockHostProps) {
  const options = parseInput(props);
  return options ? <BuilderFormInput options={options} /> : null;
}

export function SdkBuilderFormTextArea(props: BlockHostProps) {
  const options = parseInput(props);
  return options ? <BuilderFormTextArea options={options} /> : null;
}

export function SdkBuilderFormSelect(props: BlockHostProps) {
  const options = parseInput(props);
  return options ? <BuilderFormSelect options={options} /> : null;
}

export function SdkBuilderFormSubmitButton(props: BlockHostProps) {
  return <BuilderFormSubmitButton text={submitButtonText(blockOptions(props))} />;
}

export function SdkBuilderFormLabel(props: BlockHostProps) {
  const text = labelText(blockOptions(props));
  return text ? <BuilderFormLabel text={text} /> : null;
}
