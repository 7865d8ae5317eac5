/**
 * What each route of spec §2 is for, in words for visitors, per theme. Later issues replace the
 * bodies with their real content (blocks, quiz, locator); titles and headings stay the contract.
 */
import type { SiteRoute } from '@/config/routes';
import type { Theme } from '@/config/themes';
import type { Locale } from '@/config/constants';
import { respell } from '@/domain/locale/spelling';

export type RouteCopy = {
  /** Document title (the brand is appended by the layout's title template). */
  readonly title: string;
  readonly heading: string;
  readonly intro: string;
};

type CopyFn = (brand: string) => RouteCopy;

const COPY: Record<SiteRoute, Record<Theme, CopyFn>> = {
  '/': {
    main: (brand) => ({
      title: 'Fresh food for dogs and cats',
      heading: `${brand}: fresh, refrigerated food for dogs and cats`,
      intro: `${brand} cooks real meat and vegetables gently and keeps them cold, so every bowl is fresh. Find the right recipe for your pet, see where to buy it, and learn what goes into it.`,
    }),
    vet: (brand) => ({
      title: 'For veterinary professionals',
      heading: `${brand} for veterinary professionals`,
      intro: `Nutrition facts, feeding guidelines and product listings for your clinic, plus the ${brand} vet-tech program.`,
    }),
  },
  '/search': {
    main: (brand) => ({
      title: 'Search',
      heading: 'Search',
      intro: `Search ${brand} recipes, articles, pages and answers to common questions.`,
    }),
    vet: (brand) => ({
      title: 'Search',
      heading: 'Search',
      intro: `Search ${brand} professional resources, products and answers to common questions.`,
    }),
  },
  '/contact': {
    main: () => ({
      title: 'Contact us and FAQs',
      heading: 'Contact us',
      intro: 'Questions about feeding, ingredients or where to buy? Read the answers to common questions or send us a message.',
    }),
    vet: () => ({
      title: 'Contact us',
      heading: 'Contact us',
      intro: 'Questions from your clinic about nutrition, products or the vet-tech program? Send us a message.',
    }),
  },
  '/where-to-buy': {
    main: (brand) => ({
      title: 'Where to buy',
      heading: 'Where to buy',
      intro: `Find a store near you that stocks ${brand} in its refrigerator, or buy online from a retailer.`,
    }),
    vet: (brand) => ({
      title: 'Where to buy',
      heading: 'Where to buy',
      intro: `Find stores near your clinic's clients that stock ${brand}.`,
    }),
  },
  '/product-selector': {
    main: (brand) => ({
      title: 'Find the right food for your pet',
      heading: 'Find the right food for your pet',
      intro: `Answer a few questions about your dog or cat and we will rank ${brand} recipes for them and explain why.`,
    }),
    vet: (brand) => ({
      title: 'Product selector',
      heading: 'Product selector',
      intro: `Answer a few questions about a patient and we will rank ${brand} recipes for them and explain why.`,
    }),
  },
  '/write-a-review': {
    main: (brand) => ({
      title: 'Write a review',
      heading: 'Write a review',
      intro: `Tell other pet parents how your pet gets on with ${brand}.`,
    }),
    vet: (brand) => ({
      title: 'Write a review',
      heading: 'Write a review',
      intro: `Share your professional experience with ${brand} recipes.`,
    }),
  },
  '/privacy-policy': {
    main: (brand) => ({
      title: 'Privacy policy',
      heading: 'Privacy policy',
      intro: `How ${brand} collects, uses and protects the information you share with us, and the choices you have.`,
    }),
    vet: (brand) => ({
      title: 'Privacy policy',
      heading: 'Privacy policy',
      intro: `How ${brand} collects, uses and protects the information you and your clinic share with us.`,
    }),
  },
  '/terms': {
    main: (brand) => ({
      title: 'Terms of use',
      heading: 'Terms of use',
      intro: `The terms that apply when you use the ${brand} website.`,
    }),
    vet: (brand) => ({
      title: 'Terms of use',
      heading: 'Terms of use',
      intro: `The terms that apply to the ${brand} professional site and the vet-tech program.`,
    }),
  },
};

/** A route's copy in the locale's spelling (the copy above is written once, in American spelling). */
export function routeCopy(route: SiteRoute, theme: Theme, brand: string, locale: Locale): RouteCopy {
  const copy = COPY[route][theme](brand);
  return { title: respell(copy.title, locale), heading: respell(copy.heading, locale), intro: respell(copy.intro, locale) };
}
