// The onboarding area's public surface: what other areas may use. Its data/ stays private.
// Its routes are registered by areas/index.ts (verifyRoutes.ts, onboardingRoutes.ts).
export { eraseTeacherDocumentsOf } from './data/documentErasure';
