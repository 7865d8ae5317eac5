import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { BLOCK_REGISTRY, TEST_BLOCKS } from '@/page-runtime/registry';
import type { RegisteredBlock } from '@/page-runtime/types';
import { resolveLocalizedValues } from '@/domain/content/localized-value';

const PAGE_FIXTURES = path.resolve(__dirname, '../../../fixtures/content/page');

type Element = { readonly name: string; readonly options: Record<string, unknown> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collect(value: unknown, out: Element[]): void {
  if (Array.isArray(value)) return value.forEach((v) => collect(v, out));
  if (!isRecord(value)) return;
  const component = value.component;
  if (value['@type'] === '@builder.io/sdk:Element' && isRecord(component) && typeof component.name === 'string') {
    out.push({ name: component.name, options: isRecord(component.options) ? component.options : {} });
  }
  Object.values(value).forEach((v) => collect(v, out));
}

/** Every block element in the page fixtures, in file order. */
export const FIXTURE_ELEMENTS: readonly Element[] = readdirSync(PAGE_FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((file) => {
    const out: Element[] = [];
    // As served: localized fields take the locale's value before any block reads its options.
    collect(resolveLocalizedValues(JSON.parse(readFileSync(path.join(PAGE_FIXTURES, file), 'utf8')) as unknown, 'en-us'), out);
    return out;
  });

/** The options of the first fixture block with this name (the options editors actually saved). */
export function fixtureOptions(name: string, predicate: (options: Record<string, unknown>) => boolean = () => true) {
  const found = FIXTURE_ELEMENTS.find((e) => e.name === name && predicate(e.options));
  if (!found) throw new Error(`no fixture block named ${name}`);
  return found.options;
}

export function registered(name: string): RegisteredBlock {
  const block = [...BLOCK_REGISTRY, ...TEST_BLOCKS].find((b) => b.name === name);
  if (!block) throw new Error(`${name} is not registered`);
  return block;
}

/** Renders a block the way Builder does: raw options as props, through the guarded component. */
export function renderBlock(name: string, options: Record<string, unknown>) {
  const Block = registered(name).component;
  return render(<Block {...options} />);
}

/**
 * An island's server HTML, used by the visitor before its code arrives, then hydrated: `visit`
 * changes the plain HTML (no handler is attached yet), and `check` reads the hydrated result.
 */
export function hydrateAfterUse(element: ReactElement, visit: (container: HTMLElement) => void, check: (container: HTMLElement) => void): void {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  try {
    visit(container);
    act(() => {
      hydrateRoot(container, element);
    });
    check(container);
  } finally {
    container.remove();
  }
}
