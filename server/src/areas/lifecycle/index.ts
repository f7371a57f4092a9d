// The lifecycle area's public surface: what other areas may use. Its data/ stays private.
export { closeOtherApplications } from './data/applicationQueries';
export { subjectsOfOrders } from './data/openingQueries';
export { recordPayment, type Actor, type Outcome, type PaymentRecorder } from './transitionService';
