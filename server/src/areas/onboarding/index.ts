// The onboarding area's public surface: what other areas may use. Its data/ stays private.
// Nothing today: onboarding is reached through its routes only (verifyRoutes.ts, onboardingRoutes.ts).
export {};
