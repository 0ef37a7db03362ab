import type { PageSources } from '../../../../shared/http';

/**
 * What Stripe.js and its Payment Element need from a page's
 * Content-Security-Policy, after Stripe's CSP guidance: its script (served
 * from js.stripe.com and its subdomains), the Element's frames and the 3-D
 * Secure challenge (hooks.stripe.com), and its calls to api.stripe.com. Only
 * the paywall loads Stripe.js, so only the paywall gets these (ADR 0029).
 */
export const STRIPE_JS_SOURCES: PageSources[string] = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};
