/** First-party analytics of the web app (docs/adr/0045): what features call. */
export { track } from './track';
export { usePageViews } from './use-page-views';
