// The payments module's one door: what other modules, the routes, the app, the worker and the pages may use of it.
// Files inside the module import each other directly; everything outside imports only this file.
export { circleNotificationRoutes } from './circle-notifications.ts';
export { PaymentContactService } from './contacts.ts';
export { paymentError } from './errors.ts';
export { paymentJobHandlers, paymentPayoutJob, paymentPayoutNoticeJob } from './jobs.ts';
export { completePayment, failPayment, recordPaymentPayoutReference, usdPayoutReferenceOf } from './lifecycle.ts';
export { quoteBody, type PaymentRow } from './model.ts';
export { PaymentInService } from './payments-in.ts';
export { payAgain, resumePaymentsHeld } from './liquidity-holds.ts';
export { PaymentPayouts } from './payouts.ts';
export { paymentRoutes } from './routes.ts';
export {
  Payment,
  PaymentContact,
  PaymentContactPage,
  PaymentEventData,
  PaymentIn,
  PaymentInBody,
  PaymentInEventData,
  PaymentPage,
  PaymentSimulation,
  ReceivingInstructions,
  type PaymentBody,
  type PaymentContactBody,
  type PaymentInInput,
  type PaymentInResult,
} from './schemas.ts';
export { PaymentService } from './service.ts';
