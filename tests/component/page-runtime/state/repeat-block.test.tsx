import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type * as NextNavigation from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '@/domain/content/block';
import { ContentBlocks } from '@/page-runtime/render/render-content';
import { compileAction, compileExpression, type Compiled } from '@/page-runtime/expressions/compile';
import type { Program } from '@/page-runtime/expressions/program';
import { ContentState, StateBlock } from '@/page-runtime/state/content-state';
import { RepeatBlock } from '@/page-runtime/state/repeat-block';
import type { TemplateNode } from '@/page-runtime/state/repeat-template';

vi.mock('next/image', () => import('../../blocks/next-image-mock'));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof NextNavigation>()), useRouter: () => ({ push: vi.fn() }) }));
afterEach(() => {
  vi.restoreAllMocks();
});

type Fixture = { readonly data: { readonly blocks: readonly ContentBlock[]; readonly state: Readonly<Record<string, unknown>> } };
const PAGE_DIR = path.resolve(__dirname, '../../../../fixtures/content/page');
const fixture = (feature: string): Fixture => JSON.parse(readFileSync(path.join(PAGE_DIR, `conformance-${feature}.json`), 'utf8')) as Fixture;

/** A conformance page as the server renders it, hydrated: the islands' dynamic imports resolved. */
async function renderPage(feature: string) {
  const { data } = fixture(feature);
  const page = <ContentBlocks blocks={data.blocks} styleKey={feature} state={data.state} data={{ blocks: data.blocks }} />;
  const html = renderToString(page);
  const view = render(page);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { html, container: view.container };
}

const texts = (container: HTMLElement, selector: string) => [...container.querySelectorAll(selector)].map((node) => node.textContent?.trim());
const shown = (node: HTMLElement | null) => {
  for (let at = node; at; at = at.parentElement) if (at.style.display === 'none') return false;
  return true;
};

function program(result: Compiled): Program {
  if (!result.ok) throw new Error(result.reason);
  return result.program;
}

describe('state the browser changes redraws the repeats that read it', () => {
  it('an empty repeat that an action fills draws its items in the browser, with the item in its bindings and {{ }} text', async () => {
    const { container } = await renderPage('repeat-fill');
    expect(container.querySelectorAll('li')).toHaveLength(0);
    expect(shown(screen.getByText('The pantry is empty.'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Stock the pantry' }));
    expect(texts(container, 'li')).toEqual(['Recipe 1Turkey & Pumpkin: 2 cups a day', 'Recipe 2Beef & Sweet Potato: 3 cups a day']);
    expect(shown(screen.getByText('The pantry is empty.'))).toBe(false);
  });

  it("a repeat grows and shrinks with its collection; an item's own button removes that item", async () => {
    await renderPage('repeat-grow');
    expect(screen.getByText('1. Breakfast bowl')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a bowl' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a bowl' }));
    expect(screen.getByText('3 bowls planned')).toBeTruthy();
    expect(screen.getByText('2. Bowl 2')).toBeTruthy();
    expect(screen.getByText('3. Bowl 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bowl 2' }));
    expect(screen.queryByText('2. Bowl 2')).toBeNull();
    expect(screen.getByText('2. Bowl 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the last bowl' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove the last bowl' }));
    expect(screen.getByText('0 bowls planned')).toBeTruthy();
    expect(screen.queryByText('1. Breakfast bowl')).toBeNull();
  });

  it("show/hide inside a repeat follows state per item, with that item's own names", async () => {
    await renderPage('repeat-show-hide');
    const note = () => screen.getByText('Rich in omega-3 for a shiny coat.');
    expect(shown(note())).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show notes on Salmon & Pea' }));
    expect(shown(note())).toBe(true);
    expect(shown(screen.getByText('Gentle on sensitive tummies.'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hide notes on Salmon & Pea' }));
    expect(shown(note())).toBe(false);
  });

  it('until the first action a repeat island draws exactly what the server drew: hydrating the HTML changes nothing', async () => {
    for (const feature of ['repeat-fill', 'repeat-grow', 'repeat-show-hide']) {
      const { data } = fixture(feature);
      const page = <ContentBlocks blocks={data.blocks} styleKey={feature} state={data.state} data={{ blocks: data.blocks }} />;
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      const before = [...container.querySelectorAll('*')];
      const recoverable = vi.fn();
      const errors = vi.spyOn(console, 'error');
      await act(async () => {
        hydrateRoot(container, page, { onRecoverableError: recoverable });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      // The same elements, in the same order: nothing was replaced.
      expect([...container.querySelectorAll('*')]).toEqual(before);
      container.remove();
    }
  });

  it("a repeated subtree holding a block the browser cannot draw keeps the server's drawings, and says why once", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks: ContentBlock[] = [
      { '@type': '@builder.io/sdk:Element', id: 'builder-x1', actions: { click: "state.tags = ['a', 'b']" }, component: { name: 'Core:Button', options: { text: 'Swap' } } },
      {
        '@type': '@builder.io/sdk:Element',
        id: 'builder-x2',
        repeat: { collection: 'state.tags' },
        children: [{ '@type': '@builder.io/sdk:Element', id: 'builder-x3', component: { name: 'Form:Label', options: { text: 'Kibble' } } }],
      },
    ];
    render(<ContentBlocks blocks={blocks} styleKey="x" state={{ tags: ['one'] }} data={{ blocks }} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(warned.mock.calls.filter(([message]) => String(message).includes('keeps the server\'s drawings') && String(message).includes('Form:Label'))).toHaveLength(1);
  });
});

describe('the repeat island on its own', () => {
  const template: TemplateNode = {
    key: 't',
    element: {
      kind: 'box',
      tag: 'li',
      className: 'builder-block builder-t',
      children: [
        { key: 'n', state: { text: { program: program(compileExpression('state.petsItem')), initialHtml: '', className: 'builder-text' } }, element: { kind: 'none' } },
        { key: 's', element: { kind: 'text', className: 'builder-text', html: '<p>static</p>' } },
      ],
    },
  };

  it("keeps the server's drawing of an item that did not change (so focus in it survives), and draws only the new ones", () => {
    const add = program(compileAction("state.pets = state.pets.concat(['Biscuit'])"));
    render(
      <ContentState initialState={{ pets: ['Rex'] }} content={{}}>
        <StateBlock locals={{}} initiallyVisible initialStyle={{}} initialProperties={{}} actions={{ click: add }}>
          <span>Add</span>
        </StateBlock>
        <ul>
          <RepeatBlock locals={{}} collection={program(compileExpression('state.pets'))} itemName="petsItem" template={template}>
            <li data-server="yes">Rex (server)</li>
          </RepeatBlock>
        </ul>
      </ContentState>,
    );
    const server = screen.getByText('Rex (server)');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Rex (server)')).toBe(server);
    expect(screen.getByText('Biscuit').closest('li')?.className).toBe('builder-block builder-t');
    expect(screen.getAllByText('static')).toHaveLength(1);
  });
});

describe('every event Builder stores on a block is wired to its element', () => {
  it('mouseEnter and mouseLeave on a box, and a button with only a mouseEnter action, change state', async () => {
    await renderPage('events');
    fireEvent.mouseEnter(screen.getByText('The bowl'));
    expect(screen.getByText('Pointer: over the bowl')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByText('The bowl'));
    expect(screen.getByText('Pointer: left the bowl')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByText('A hover-only button'));
    expect(screen.getByText('Pointer: over the button')).toBeTruthy();
  });

  it('focus, input, change, keyDown, keyUp and blur on a field each run their action', async () => {
    await renderPage('events');
    const field = screen.getByRole('textbox', { name: "Your pet's name" });
    fireEvent.focus(field);
    expect(screen.getByText('Field: in the field')).toBeTruthy();
    fireEvent.keyDown(field, { key: 'R' });
    fireEvent.keyUp(field, { key: 'R' });
    fireEvent.input(field, { target: { value: 'Rex' } });
    expect(screen.getByText('Typed: Rex')).toBeTruthy();
    expect(screen.getByText('Changed: REX')).toBeTruthy();
    expect(screen.getByText('Last key down: R; up: R')).toBeTruthy();
    fireEvent.blur(field);
    expect(screen.getByText('Field: left the field')).toBeTruthy();
  });
});

describe('a block with both a click and a keyDown action', () => {
  it('runs its keyDown action on every key and its click action on Enter, as one element wired with both', () => {
    render(
      <ContentState initialState={{ keys: '', clicks: 0 }} content={{}}>
        <StateBlock locals={{}} initiallyVisible initialStyle={{}} initialProperties={{}} actions={{ click: program(compileAction('state.clicks++')), keyDown: program(compileAction('state.keys += event.key')) }}>
          <span>Bowl</span>
        </StateBlock>
        <StateBlock locals={{}} initiallyVisible initialStyle={{}} initialProperties={{}} text={{ program: program(compileExpression("state.keys + ' ' + state.clicks")), initialHtml: '', className: 't' }} />
      </ContentState>,
    );
    const bowl = screen.getByRole('button', { name: 'Bowl' });
    fireEvent.keyDown(bowl, { key: 'a' });
    fireEvent.keyDown(bowl, { key: 'Enter' });
    expect(screen.getByText('aEnter 1')).toBeTruthy();
  });
});

describe("a repeat whose browser state disagrees with the server's drawings", () => {
  it("keeps the server's drawings after an action rather than dropping them, and logs why", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const template: TemplateNode = { key: 't', element: { kind: 'text', className: 't', html: 'drawn here' } };
    render(
      <ContentState initialState={{ n: 0 }} content={{}}>
        <StateBlock locals={{}} initiallyVisible initialStyle={{}} initialProperties={{}} actions={{ click: program(compileAction('state.n++')) }}>
          <span>Go</span>
        </StateBlock>
        <RepeatBlock locals={{}} collection={program(compileExpression('state.missing'))} itemName="item" template={template}>
          <p>from the server</p>
        </RepeatBlock>
      </ContentState>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('from the server')).toBeTruthy();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
