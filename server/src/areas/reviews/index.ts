// The reviews area's public surface: what other areas may use. Its data/ stays private.
export { anonymiseReviewActor, anonymiseReviewerOf } from './data/reviewerErasure';
