import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { defineBlock } from '@/block-kit/define-block';
import { BLOCK_ERROR_MESSAGE, blockOptions, guardBlock } from '@/page-runtime/block-guard';
import { FIXTURE_ELEMENTS, registered, renderBlock } from '../blocks/support';

vi.mock('next/image', () => import('../blocks/next-image-mock'));

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // Both our guard and React report caught errors to the console; the tests read those calls.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof Error ? value.message : JSON.stringify(value);
const loggedText = () => consoleError.mock.calls.map((args) => args.map(asText).join(' ')).join('\n');

describe('block failure isolation (§8)', () => {
  it('invalid options render the §8 message in place of the block and log the zod issues', () => {
    renderBlock('Hed and Dek', { hed: '', alignment: 'Diagonal' });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    const logged = loggedText();
    expect(logged).toContain('Hed and Dek');
    expect(logged).toContain('hed');
    expect(logged).toContain('alignment');
  });

  it('invalid options show the message in server-rendered HTML too (no browser needed)', () => {
    const Block = registered('Panel').component;
    const html = renderToString(<Block heading="Fresh" buttons={[{ label: 'Go', url: 'javascript:alert(1)' }]} />);
    expect(html).toContain('Builder block error :( Check console for details');
    expect(html).not.toContain('javascript:');
  });

  it('a block that throws is replaced by the message, and its siblings still render', () => {
    const page = FIXTURE_ELEMENTS.filter((e) => ['Before the broken block', 'Throws while rendering, on purpose', 'After the broken block'].some((t) => Object.values(e.options).includes(t)));
    expect(page.map((e) => e.name)).toEqual(['Hed and Dek', 'Test Broken Block', 'Panel']);
    render(
      <main>
        {page.map((e, i) => {
          const Block = registered(e.name).component;
          return <Block key={i} {...e.options} />;
        })}
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Before the broken block' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'After the broken block' })).toBeTruthy();
    expect(screen.getAllByText(BLOCK_ERROR_MESSAGE)).toHaveLength(1);
    expect(document.querySelector('[data-block-error="Test Broken Block"]')).not.toBeNull();
    expect(loggedText()).toContain('Throws while rendering, on purpose');
  });

  it('a failed block renders again once its options change (an editor fixed it)', () => {
    const Flaky = guardBlock(
      defineBlock({
        name: 'Test Broken Block',
        group: 'test',
        inputs: [{ name: 'fail', type: 'boolean', defaultValue: false }],
        schema: z.object({ fail: z.boolean().default(false) }),
        component: ({ fail }: { fail: boolean }) => {
          if (fail) throw new Error('boom');
          return <p>recovered</p>;
        },
      }),
    ).component;
    const { rerender } = render(<Flaky fail />);
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
    rerender(<Flaky fail={false} />);
    expect(screen.getByText('recovered')).toBeTruthy();
    expect(screen.queryByText(BLOCK_ERROR_MESSAGE)).toBeNull();
  });

  it('the props Builder adds (builderBlock, builderState, attributes, children) are never read as options', () => {
    expect(blockOptions({ hed: 'Hi', builderBlock: {}, builderState: {}, attributes: {}, children: null })).toEqual({ hed: 'Hi' });
  });

  it('valid options log nothing', () => {
    renderBlock('Hed and Dek', { hed: 'All good' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
