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
  type AbTestEvent,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type BuyOnlineEvent,
  type CallIntentEvent,
  type ExitModalAction,
  type ExitModalEvent,
  type FooterClickEvent,
  type HeaderClickEvent,
  type IdentifyEvent,
  type LinkClick,
  type NewsletterSignedUpEvent,
  type NewsletterSignupEvent,
  type PageViewEvent,
  type ProductRef,
  type QuizIntentEvent,
  type ReviewIntentEvent,
  type SelectorIntentionEvent,
  type TagManagerStartEvent,
  type WebVitalEvent,
  type WhereToBuyEvent,
} from './events';
export { shouldSampleSpeed } from './speed-sampling';
