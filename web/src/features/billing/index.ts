/**
 * The billing feature's public door: what the subscribe screen, /app and the
 * profile's Account tab use of it (the subscription calls, the copy, money formatting, the native
 * dialog). Its own pages are reached through the router.
 */
import './billing.css';

export {
  activateSubscription,
  billingKeys,
  checkInviteCode,
  confirmTestCheckout,
  createSubscription,
  createTrial,
  goTo,
  usePlans,
  useSubscriptionStatus,
  verifySession,
} from './api/billing.api';
export { billingProblem, formatMoney } from './billing-format';
export { BillingMessages } from './billing-messages';
export { AccountBillingCard } from './components/account-billing-card';
export { CardForm } from './components/card-form';
export { PaymentUnavailable } from './components/payment-unavailable';
export { PlanCard } from './components/plan-card';
export { TestModeNotice } from './components/test-mode-notice';
