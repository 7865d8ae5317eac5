'use client';

/**
 * Every block that needs the browser, each behind its own dynamic import. The server renderer
 * renders `<Island name=… props=…>`: this module is the only client code a block registration
 * references, so a page loads the code of exactly the islands it renders (a static reference
 * would put every island's code, and what it imports, in every content page's first load). The
 * imports are server-rendered too, so an island's HTML is in the first response.
 *
 * Registrations say `island: true`; a unit test checks this map has exactly those names (plus the
 * page builder's Form elements, which the renderer draws as islands as well).
 */
import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import type { BlockName } from './block-names';
import type { BuilderFormComponentName } from './builder-form/builder-form-names';

// Each island's props are its block's parsed options (zod output) or a Form element's settings;
// the map erases them so one `Island` can render any of them. The server renderer is the only
// caller that picks props, and it passes each island the output of that island's own schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyProps = any;
type IslandComponent = ComponentType<AnyProps>;

const load = <M,>(module: Promise<M>, pick: (m: M) => IslandComponent) => module.then(pick);

const ISLANDS = {
  'Announcement bar': dynamic(() => load(import('./announcement-bar/announcement-bar'), (m) => m.AnnouncementBar)),
  'Brand Carousel': dynamic(() => load(import('./brand-carousel/brand-carousel'), (m) => m.BrandCarousel)),
  'Comparison Image Slider': dynamic(() => load(import('./comparison-image-slider/comparison-image-slider'), (m) => m.ComparisonImageSlider)),
  Contact: dynamic(() => load(import('./contact/contact'), (m) => m.Contact)),
  'Exit Modal': dynamic(() => load(import('./exit-modal/exit-modal'), (m) => m.ExitModal)),
  'Highlight Product Cards': dynamic(() => load(import('./highlight-product-cards/highlight-product-cards'), (m) => m.HighlightProductCards)),
  'Icon Image Carousel': dynamic(() => load(import('./icon-image-carousel/icon-image-carousel'), (m) => m.IconImageCarousel)),
  'Newsletter Signup': dynamic(() => load(import('./newsletter-signup/newsletter-signup'), (m) => m.NewsletterSignup)),
  'Panel with Search': dynamic(() => load(import('./panel-with-search/panel-with-search'), (m) => m.PanelWithSearch)),
  'PLP Carousel List': dynamic(() => load(import('./plp-carousel-list/plp-carousel-list'), (m) => m.PlpCarouselList)),
  'Product Listing': dynamic(() => load(import('./product-listing/product-listing'), (m) => m.ProductListing)),
  'Product Listing v2': dynamic(() => load(import('./product-listing-v2/product-listing-v2'), (m) => m.ProductListingV2)),
  'Product Locator': dynamic(() => load(import('./product-locator/product-locator'), (m) => m.ProductLocator)),
  'Product Quiz': dynamic(() => load(import('./product-quiz/product-quiz-block'), (m) => m.ProductQuizBlock)),
  'Q&A and Product Picker': dynamic(() => load(import('./qa-and-product-picker/qa-and-product-picker'), (m) => m.QaAndProductPicker)),
  'Reviews from a review service': dynamic(() =>
    load(import('./reviews-from-a-review-service/reviews-from-a-review-service'), (m) => m.ReviewsFromAReviewService),
  ),
  'Product Selector': dynamic(() => load(import('./product-selector/product-selector'), (m) => m.ProductSelector)),
  'Vet Product Listing': dynamic(() => load(import('./vet-product-listing/vet-product-listing'), (m) => m.VetProductListing)),
  'Vet Tech Signup Form': dynamic(() => load(import('./vet-tech-signup-form/vet-tech-signup-form'), (m) => m.VetTechSignupForm)),
  'Form:Form': dynamic(() => load(import('./builder-form/builder-form'), (m) => m.BuilderForm)),
  'Form:Input': dynamic(() => load(import('./builder-form/builder-form'), (m) => m.BuilderFormInput)),
  'Form:TextArea': dynamic(() => load(import('./builder-form/builder-form'), (m) => m.BuilderFormTextArea)),
  'Form:Select': dynamic(() => load(import('./builder-form/builder-form'), (m) => m.BuilderFormSelect)),
  'Form:SubmitButton': dynamic(() => load(import('./builder-form/builder-form'), (m) => m.BuilderFormSubmitButton)),
  'Form:Label': dynamic(() => load(import('./builder-form/builder-form'), (m) => m.BuilderFormLabel)),
} satisfies Partial<Record<BlockName | BuilderFormComponentName, IslandComponent>>;

export type IslandName = keyof typeof ISLANDS;
export const ISLAND_NAMES = Object.keys(ISLANDS) as readonly IslandName[];

export type IslandProps = {
  readonly name: IslandName;
  /** The island's props: a block's parsed options, or a Form element's settings. */
  readonly props: Readonly<Record<string, unknown>>;
  readonly children?: ReactNode;
};

export function Island({ name, props, children }: IslandProps) {
  const Component = ISLANDS[name];
  return <Component {...props}>{children}</Component>;
}
