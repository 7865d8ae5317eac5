import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { BuilderComponent } from '@builder.io/react';
import type { BuilderContent } from '@builder.io/sdk';
import home from '@fixtures/content/page/home-main-en-us.json';
import { BUILDER_COMPONENTS, editorComponentsFor, toBuilderComponent } from '@/page-runtime/editor/builder-components';
import { BLOCK_REGISTRY } from '@/page-runtime/registry';

vi.mock('next/image', () => import('../../blocks/next-image-mock'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the registry as Builder custom components', () => {
  it('every registered block becomes a Builder component with the same name, inputs and guarded component', () => {
    expect(BUILDER_COMPONENTS.map((c) => c.name)).toEqual(BLOCK_REGISTRY.map((b) => b.name));
    for (const block of BLOCK_REGISTRY) {
      const sdk = toBuilderComponent(block);
      expect(sdk.inputs?.map((i) => i.name)).toEqual(block.inputs.map((i) => i.name));
      expect(sdk.canHaveChildren).toBe(block.canHaveChildren);
      expect(sdk.hideFromInsertMenu).toBe(block.hideFromInsertMenu);
      if (!block.canHaveChildren) expect(sdk.component).toBe(block.component);
    }
  });

  it('the vet site registers every block for its editor; the consumer site every block but the vet-only ones', () => {
    const vetOnly = BLOCK_REGISTRY.filter((b) => b.group === 'vetCustomComponents').map((b) => b.name);
    expect(vetOnly).toEqual(['Vet Tech Signup Form', 'Vet Product Listing']);
    expect(editorComponentsFor('vet').map((c) => c.name)).toEqual(BLOCK_REGISTRY.map((b) => b.name));
    expect(editorComponentsFor('main').map((c) => c.name)).toEqual(BLOCK_REGISTRY.map((b) => b.name).filter((n) => !vetOnly.includes(n)));
    // The same array each time: BuilderComponent re-registers (and re-posts to the editor) on a new identity.
    expect(editorComponentsFor('main')).toBe(editorComponentsFor('main'));
  });

  it('BuilderComponent renders fixture content through the blocks, Container children included', async () => {
    // With no API key the SDK reports that it is not initialised; the page renderer owns init.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A JSON import widens Builder's literal types (published, @type); the SDK takes the JSON as it is.
    // The server resolves A/B variations before rendering (the SDK would otherwise pick one at random
    // in the browser), so the renderer always receives content without them: here, the default.
    const content = { ...(JSON.parse(JSON.stringify(home)) as BuilderContent), variations: {} };
    render(<BuilderComponent model="page" content={content} customComponents={[...BUILDER_COMPONENTS]} />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fresh food, made for the bowl'));
    // A Two Column Component sits inside the fixture's Container.
    expect(screen.getByRole('heading', { name: 'Fresh from $2.49 a day' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Find us in the refrigerated aisle' })).toBeTruthy();
  });
});
