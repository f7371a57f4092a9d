// The onboarding area's public surface: what other areas may use. Its data/ stays private.
export { verifyTeacher } from './onboardingService';
