/** Plans and payments: the payment result pages, the subscription card and notice, and starting a checkout. */
export { createCheckoutSession } from './billing-api';
export { PaymentCanceled } from './payment-canceled';
export { PaymentSuccess } from './payment-success';
export { PlanNotice } from './plan-notice';
export { SubscriptionCard } from './subscription-card';
