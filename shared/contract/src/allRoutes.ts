import { accountRoutes } from './accounts/auth';
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

/** Every declared route: the contract test checks the server serves exactly these. */
export const allRoutes: readonly RouteContract[] = [
  ...Object.values(select2Routes),
  ...Object.values(feeRoutes),
  ...Object.values(teacherRoutes),
  ...Object.values(landingRoutes),
  ...Object.values(blogRoutes),
  ...Object.values(mediaRoutes),
  ...Object.values(partnerRoutes),
  ...Object.values(promotionRoutes),
  ...Object.values(platformRoutes),
  ...Object.values(platformAdminRoutes),
  ...Object.values(auditRoutes),
  ...Object.values(accountRoutes),
  ...Object.values(twoStepRoutes),
  ...Object.values(orderRoutes),
  ...Object.values(lifecycleRoutes),
  ...Object.values(meetingRoutes),
  ...Object.values(reviewRoutes),
  ...Object.values(changeRoutes),
  ...Object.values(referralLedgerRoutes),
  ...Object.values(moneyRoutes),
  ...Object.values(teacherPhotoRoutes),
  ...Object.values(onboardingRoutes),
  ...Object.values(personalDataRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(outboxRoutes),
  ...Object.values(paymentRoutes),
];
