/** The payments module's door (docs/architecture.md §8); other modules use `app.paymentsService` and `app.entitlements`. */
export { type Entitlements, requireEntitlement } from './entitlements';
export { default as paymentsPlugin } from './plugin';
export { default as paymentsRoutes } from './routes';
export { toSubscription, toTransaction } from './serialize';
export { grantStudentDiscount } from './student-discount';
