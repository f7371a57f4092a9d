/**
 * @tutor/contract: every HTTP route declared once as TypeBox schemas. The server registers its
 * handlers from these declarations (validation, serialisation, OpenAPI); the apps take their
 * types from them with `import type`.
 */
export * from './common';
export * from './route';
export * from './catalog/select2';
export * from './catalog/fees';
export * from './catalog/teachers';
export * from './content/blog';
export * from './content/landing';
export * from './content/media';
export * from './content/partners';
export * from './promotions/discounts';
export * from './promotions/referralLedger';
export * from './money/money';
export * from './platform/platform';
export * from './platform/platformAdmin';
export * from './platform/audit';
export * from './accounts/auth';
export * from './accounts/authRoutes';
export * from './accounts/twoStep';
export * from './orders/orders';
export * from './orders/orderRoutes';
export * from './orders/schedule';
export * from './orders/lifecycle';
export * from './orders/meetings';
export * from './orders/meetingRoutes';
export * from './orders/reviews';
export * from './orders/changes';
export * from './accounts/photo';
export * from './accounts/onboarding';
export * from './accounts/onboardingRoutes';
export * from './accounts/personalData';
export * from './notifications/notifications';
export * from './notifications/outbox';
export { allRoutes } from './allRoutes';
export * from './payments/payments';
export type { AllRoutes } from './allRoutes';
export type * from './routeTypes';
