'use client';

/**
 * Every block that needs the browser, each behind its own dynamic import. The server renderer
 * renders `<Island name=… props=…>`: this module is the only client code a block registration
 * references, so a page loads the code of exactly the islands it renders (a static reference
 * would put every island's code, and what it imports, in every content page's first load). The
 * imports are server-rendered too, so an island's HTML is in the first response.
 *
 * Each entry here still costs every content page about 50 bytes (gzip): the code that knows its
 * chunks' URLs. So this map holds the islands a visitor uses first (listings, the quiz, forms,
 * search, the locator), whose chunks Next preloads with the page; the rest live in
 * deferred-islands.tsx behind the one `DeferredIsland` entry below, and cost pages that do not
 * render them nothing.
 *
 * The block entries are generated from the registrations (`island: 'eager'` here, `'deferred'` in
 * deferred-islands.tsx; see scripts/lib/block-index-files.ts); this file adds the page builder's Form
 * elements, which the renderer draws as islands too.
 */
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { BuilderFormComponentName } from '../forms/builder-form-names';
import type { DeferredIslandName } from './deferred-islands';
import { EAGER_BLOCK_ISLANDS } from './eager.generated';
import type { IslandComponent } from './island-component';

const EAGER_ISLANDS = {
  ...EAGER_BLOCK_ISLANDS,
  'Form:Form': dynamic(() => import('../forms/builder-form').then((m) => m.BuilderForm)),
  'Form:Input': dynamic(() => import('../forms/builder-form').then((m) => m.BuilderFormInput)),
  'Form:TextArea': dynamic(() => import('../forms/builder-form').then((m) => m.BuilderFormTextArea)),
  'Form:Select': dynamic(() => import('../forms/builder-form').then((m) => m.BuilderFormSelect)),
  'Form:SubmitButton': dynamic(() => import('../forms/builder-form').then((m) => m.BuilderFormSubmitButton)),
  'Form:Label': dynamic(() => import('../forms/builder-form').then((m) => m.BuilderFormLabel)),
} satisfies Record<string, IslandComponent> & Partial<Record<BuilderFormComponentName, IslandComponent>>;

const DeferredIsland = dynamic(() => import('./deferred-islands').then((m) => m.DeferredIsland));

export type IslandName = keyof typeof EAGER_ISLANDS | DeferredIslandName;
export const EAGER_ISLAND_NAMES = Object.keys(EAGER_ISLANDS) as readonly IslandName[];

export type IslandProps = {
  readonly name: IslandName;
  /** The island's props: a block's parsed options, or a Form element's settings. */
  readonly props: Readonly<Record<string, unknown>>;
  readonly children?: ReactNode;
};

const isEager = (name: IslandName): name is keyof typeof EAGER_ISLANDS => Object.hasOwn(EAGER_ISLANDS, name);

export function Island({ name, props, children }: IslandProps) {
  if (!isEager(name)) {
    return (
      <DeferredIsland name={name} props={props}>
        {children}
      </DeferredIsland>
    );
  }
  const Component = EAGER_ISLANDS[name];
  return <Component {...props}>{children}</Component>;
}
