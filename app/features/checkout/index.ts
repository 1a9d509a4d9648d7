// The checkout feature's public entry (ADR 027): ordering a listing package on invoice (issue 17).
export {
  CheckoutForm,
  COUPON_INTENT,
  type BillingDefaults,
  type CheckoutFormError,
} from './checkout-form.tsx';
export { OrderSummary } from './order-summary.tsx';
export { PaymentSteps, PAYMENT_STEPS, type PaymentStep } from './payment-steps.tsx';
export { BillingReview, PaymentInformation } from './payment-information.tsx';
export { loginHref } from './login-href.ts';
