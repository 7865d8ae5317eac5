/**
 * Analytics (§7): typed events pushed to `window.dataLayer`. Browser-side and env-free, so client
 * components import it directly; which third-party scripts read the data layer is decided elsewhere.
 */
export { MAX_AB_TEST_EVENTS, abTestEventsFromCookies } from './ab-test-cookies';
export { dataLayerOf, track, trackAll, type DataLayerHost } from './data-layer';
export {
  abTest,
  buyOnline,
  callIntent,
  exitModal,
  footerClick,
  headerClick,
  identify,
  newsletterSignedUp,
  newsletterSignup,
  pageView,
  pageViewOnRouteChange,
  quizIntent,
  reviewIntent,
  selectorIntentionClicked,
  tagManagerStart,
  webVital,
  whereToBuy,
  
  
  
  
  
  
  
  
  
  
  
  
  
  
  type ProductRef,
  
  
  
  
  
  
} from './events';
export { shouldSampleSpeed } from './speed-sampling';
