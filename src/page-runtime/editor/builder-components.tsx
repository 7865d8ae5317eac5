'use client';

/**
 * The one place the blocks meet the Builder SDK's types: turns the registry into the
 * `customComponents` a `<BuilderComponent>` takes. Import it only from the client component that
 * renders BuilderComponent.
 */
import { BuilderBlocks, type BuilderElement, type RegisteredComponent } from '@builder.io/react';
import type { Input } from '@builder.io/sdk';
import type { ComponentType } from 'react';
import { BLOCK_REGISTRY } from '../registry';
import { blockGroupServesTheme } from '@/block-kit/block-names';
import type { BlockInput } from '@/block-kit/types';
import type { Theme } from '@/config/themes';
import type { BlockHostProps, RegisteredBlock } from '../types';

function isBuilderElement(value: unknown): value is BuilderElement {
  return typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === '@builder.io/sdk:Element';
}

/**
 * A host for blocks that hold child blocks (Container): renders Builder `children` through
 * BuilderBlocks, which also gives the visual editor its drop zone for an empty container.
 */
function withBuilderChildren(Block: ComponentType<BlockHostProps>): ComponentType<BlockHostProps> {
  function BlockWithChildren(props: BlockHostProps) {
    const block = isBuilderElement(props.builderBlock) ? props.builderBlock : undefined;
    return (
      <Block {...props}>
        <BuilderBlocks parentElementId={block?.id} dataPath="this.children" blocks={block?.children ?? []} child />
      </Block>
    );
  }
  BlockWithChildren.displayName = `WithBuilderChildren(${Block.displayName ?? 'Block'})`;
  return BlockWithChildren;
}

/** Our strict input type is a subset of the SDK's `Input`; recursion keeps subFields typed too. */
function toSdkInput(input: BlockInput): Input {
  const { subFields, ...rest } = input;
  return subFields ? { ...rest, subFields: subFields.map(toSdkInput) } : { ...rest };
}

export function toBuilderComponent(block: RegisteredBlock): RegisteredComponent {
  return {
    name: block.name,
    inputs: block.inputs.map(toSdkInput),
    canHaveChildren: block.canHaveChildren,
    hideFromInsertMenu: block.hideFromInsertMenu,
    component: block.canHaveChildren ? withBuilderChildren(block.component) : block.component,
  };
}

/** Every registered block as a Builder component, both sites' blocks together. */
export const BUILDER_COMPONENTS: readonly RegisteredComponent[] = BLOCK_REGISTRY.map(toBuilderComponent);

// One array per theme for the process: BuilderComponent re-registers its components (and posts
// them to the editor again) whenever its customComponents prop changes identity.
const BY_THEME = new Map<Theme, RegisteredComponent[]>();

/**
 * The components a site of this theme registers for the editor: `<BuilderComponent
 * customComponents={editorComponentsFor(theme)} />`. Vet-only blocks on the vet site only.
 */
export function editorComponentsFor(theme: Theme): RegisteredComponent[] {
  let list = BY_THEME.get(theme);
  if (!list) {
    list = BLOCK_REGISTRY.flatMap((block, index) => (blockGroupServesTheme(block.group, theme) ? [BUILDER_COMPONENTS[index]!] : []));
    BY_THEME.set(theme, list);
  }
  return list;
}
