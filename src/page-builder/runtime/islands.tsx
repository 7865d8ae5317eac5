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
 * Registrations say `island: true`; a unit test checks the two maps hold exactly those names (plus
 * the page builder's Form elements and the block video, which the renderer draws as islands too).
 */
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { BlockName } from '@/page-builder/kit/block-names';
import type { BuilderFormComponentName } from './builder-form/builder-form-names';
import type { DeferredIslandName } from './deferred-islands';
import type { IslandComponent } from './island-component';

const EAGER_ISLANDS = {
  Contact: dynamic(() => import('@/blocks/contact/contact').then((m) => m.Contact)),
  'Highlight Product Cards': dynamic(() => import('@/blocks/highlight-product-cards/highlight-product-cards').then((m) => m.HighlightProductCards)),
  'Newsletter Signup': dynamic(() => import('@/blocks/newsletter-signup/newsletter-signup').then((m) => m.NewsletterSignup)),
  'Panel with Search': dynamic(() => import('@/blocks/panel-with-search/panel-with-search').then((m) => m.PanelWithSearch)),
  'PLP Carousel List': dynamic(() => import('@/blocks/plp-carousel-list/plp-carousel-list').then((m) => m.PlpCarouselList)),
  'Product Listing': dynamic(() => import('@/blocks/product-listing/product-listing').then((m) => m.ProductListing)),
  'Product Listing v2': dynamic(() => import('@/blocks/product-listing-v2/product-listing-v2').then((m) => m.ProductListingV2)),
  'Product Locator': dynamic(() => import('@/blocks/product-locator/product-locator').then((m) => m.ProductLocator)),
  'Product Quiz': dynamic(() => import('@/blocks/product-quiz/product-quiz-block').then((m) => m.ProductQuizBlock)),
  'Product Selector': dynamic(() => import('@/blocks/product-selector/product-selector').then((m) => m.ProductSelector)),
  'Vet Product Listing': dynamic(() => import('@/blocks/vet-product-listing/vet-product-listing').then((m) => m.VetProductListing)),
  'Vet Tech Signup Form': dynamic(() => import('@/blocks/vet-tech-signup-form/vet-tech-signup-form').then((m) => m.VetTechSignupForm)),
  'Form:Form': dynamic(() => import('./builder-form/builder-form').then((m) => m.BuilderForm)),
  'Form:Input': dynamic(() => import('./builder-form/builder-form').then((m) => m.BuilderFormInput)),
  'Form:TextArea': dynamic(() => import('./builder-form/builder-form').then((m) => m.BuilderFormTextArea)),
  'Form:Select': dynamic(() => import('./builder-form/builder-form').then((m) => m.BuilderFormSelect)),
  'Form:SubmitButton': dynamic(() => import('./builder-form/builder-form').then((m) => m.BuilderFormSubmitButton)),
  'Form:Label': dynamic(() => import('./builder-form/builder-form').then((m) => m.BuilderFormLabel)),
} satisfies Partial<Record<BlockName | BuilderFormComponentName, IslandComponent>>;

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
