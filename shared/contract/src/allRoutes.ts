import { accountRoutes } from './accounts/authRoutes';
import { twoStepRoutes } from './accounts/twoStep';
import { orderRoutes } from './orders/orderRoutes';
import { lifecycleRoutes } from './orders/lifecycle';
import { meetingRoutes } from './orders/meetingRoutes';
import { reviewRoutes } from './orders/reviews';
import { changeRoutes } from './orders/changes';
import { teacherPhotoRoutes } from './accounts/photo';
import { onboardingRoutes } from './accounts/onboardingRoutes';
import { personalDataRoutes } from './accounts/personalData';
import { feeRoutes } from './catalog/fees';
import { select2Routes } from './catalog/select2';
import { teacherRoutes } from './catalog/teachers';
import { blogRoutes } from './content/blog';
import { landingRoutes } from './content/landing';
import { mediaRoutes } from './content/media';
import { partnerRoutes } from './content/partners';
import { platformRoutes } from './platform/platform';
import { platformAdminRoutes } from './platform/platformAdmin';
import { auditRoutes } from './platform/audit';
import { promotionRoutes } from './promotions/discounts';
import { referralLedgerRoutes } from './promotions/referralLedger';
import { moneyRoutes } from './money/money';
import { notificationRoutes } from './notifications/notifications';
import { outboxRoutes } from './notifications/outbox';
import { paymentRoutes } from './payments/payments';
import type { RouteContract } from './route';

/**
 * Every route group, once: the runtime list below and the type-level registry (`AllRoutes`) both
 * come from it, so a group added here is served, tested and callable from the apps.
 */
const routeGroups = {
  select2Routes,
  feeRoutes,
  teacherRoutes,
  landingRoutes,
  blogRoutes,
  mediaRoutes,
  partnerRoutes,
  promotionRoutes,
  platformRoutes,
  platformAdminRoutes,
  auditRoutes,
  accountRoutes,
  twoStepRoutes,
  orderRoutes,
  lifecycleRoutes,
  meetingRoutes,
  reviewRoutes,
  changeRoutes,
  referralLedgerRoutes,
  moneyRoutes,
  teacherPhotoRoutes,
  onboardingRoutes,
  personalDataRoutes,
  notificationRoutes,
  outboxRoutes,
  paymentRoutes,
};
type RouteGroups = typeof routeGroups;

/** Every declaration with its literal method, URL and schemas: the apps' endpoints are typed from it (routeTypes.ts). */
export type AllRoutes = { [G in keyof RouteGroups]: RouteGroups[G][keyof RouteGroups[G]] }[keyof RouteGroups];

/** Every declared route: the contract test checks the server serves exactly these. */
export const allRoutes: readonly RouteContract[] = Object.values(routeGroups).flatMap(
  (group: Record<string, RouteContract>) => Object.values(group),
);
