// The lifecycle area's public surface: what other areas may use. Its data/ stays private.
export { closeOtherApplications } from './data/applicationQueries';
export { subjectsOfOrders } from './data/openingQueries';
// recordPayment itself reaches the payments area through the composition (areas/index.ts): a value
// export here would close a cycle through lessons/contacts.
export { type Actor, type Outcome, type PaymentRecorder, type RecordPayment } from './transitionService';
