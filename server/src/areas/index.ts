import type { FastifyInstance } from 'fastify';
import { csrfProtection } from '../plugins/csrf';
import { rateLimits } from '../plugins/rateLimits';
import { sessionForgetBus } from '../plugins/sessionForgetBus';
import { authRouteHandlers } from './accounts/routes/authRoutes';
import { teacherAccountRouteHandlers } from './accounts/routes/teacherAccountRoutes';
import { teacherPhotoRouteHandlers } from './accounts/routes/teacherPhotoRoutes';
import { logRouteHandlers } from './activity/logRoutes';
import { feeRouteHandlers } from './catalog/routes/feeRoutes';
import { select2RouteHandlers } from './catalog/routes/select2Routes';
import { teacherRouteHandlers } from './catalog/routes/teacherRoutes';
import type { ApiContext } from './context';
import { blogRouteHandlers } from './content/routes/blogRoutes';
import { landingRouteHandlers } from './content/routes/landingRoutes';
import { mediaRouteHandlers } from './content/routes/mediaRoutes';
import { partnerRouteHandlers } from './content/routes/partnerRoutes';
import { draftRouteHandlers } from './orders/routes/draftRoutes';
import { orderRouteHandlers } from './orderViews/routes/orderRoutes';
import { jobRouteHandlers } from './lifecycle/routes/jobRoutes';
import { transitionRouteHandlers } from './lifecycle/routes/transitionRoutes';
import { cancelRouteHandlersWith } from './lifecycle/routes/cancelRoutes';
import { changeRouteHandlers } from './lifecycle/routes/changeRoutes';
import { discountRouteHandlers } from './promotions/routes/discountRoutes';
import { referralLedgerRouteHandlers } from './promotions/routes/referralLedgerRoutes';
import { referralRouteHandlers } from './promotions/routes/referralRoutes';
import { subscribeRouteHandlers } from './promotions/routes/subscribeRoutes';
import { startConfirmationJob } from './lessons/confirmationJob';
import { calendarRouteHandlers } from './lessons/routes/calendarRoutes';
import { meetingRouteHandlers } from './lessons/routes/meetingRoutes';
import { onboardingRouteHandlers } from './onboarding/routes/onboardingRoutes';
import { verifyTeacherRouteHandlers } from './onboarding/routes/verifyRoutes';
import { reviewRouteHandlers } from './reviews/routes/reviewRoutes';
import { privacyRouteHandlers } from './privacy/routes/privacyRoutes';
import { moneyRouteHandlers } from './money/routes/moneyRoutes';
import { notificationRouteHandlers } from './notifications/routes/notificationRoutes';
import { outboxRouteHandlers } from './notifications/routes/outboxRoutes';
import { platformAdminRouteHandlers } from './platform';
import { auditRouteHandlers } from './audit';
import { paymentRouteHandlersWith } from './payments/routes/paymentRoutes';
import { cancelledOrderRefunds } from './payments';
import { recordPayment } from './lifecycle/transitionService';
import { startOutboxWorker } from './notifications/outboxWorker';
import { mailerFrom } from '../lib/mailer';
import { siteUrl } from '../lib/siteUrl';

export type { ApiContext } from './context';

/** The data API, area by area: what buildApp's registerApi hook installs. */
export function apiRoutes(context: ApiContext): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    const counters = await rateLimits(app);
    // with REDIS_URL, a session ended here is forgotten by the other processes too
    await sessionForgetBus(app);
    // Before every state-changing route: a POST without the CSRF token never reaches a handler.
    await csrfProtection(app, context.db);
    await authRouteHandlers(app, context, counters);
    await teacherAccountRouteHandlers(app, context);
    await verifyTeacherRouteHandlers(app, context);
    await teacherPhotoRouteHandlers(app, context);
    for (const register of [
      select2RouteHandlers,
      feeRouteHandlers,
      teacherRouteHandlers,
      landingRouteHandlers,
      blogRouteHandlers,
      mediaRouteHandlers,
      partnerRouteHandlers,
      discountRouteHandlers,
      referralRouteHandlers,
      referralLedgerRouteHandlers,
      subscribeRouteHandlers,
      logRouteHandlers,
      draftRouteHandlers,
      orderRouteHandlers,
      // a paid order's cancel refunds it through the payments area (which imports the lifecycle)
      cancelRouteHandlersWith(cancelledOrderRefunds),
      transitionRouteHandlers,
      jobRouteHandlers,
      meetingRouteHandlers,
      calendarRouteHandlers,
      reviewRouteHandlers,
      changeRouteHandlers,
      moneyRouteHandlers,
      onboardingRouteHandlers,
      notificationRouteHandlers,
      platformAdminRouteHandlers,
      auditRouteHandlers,
      privacyRouteHandlers,
      // an online payment is recorded by the lifecycle's recordPayment, as the admin's
      paymentRouteHandlersWith(recordPayment),
    ]) {
      await register(app, context);
    }
    // Without SMTP_URL every e-mail is only written to the log: the sender and the admin's page both know.
    const mailer = mailerFrom();
    await outboxRouteHandlers(app, context, mailer ? 'smtp' : 'hanya_log');
    startConfirmationJob(app, {
      db: context.db,
      kind: context.kind,
      now: context.now,
      intervalMs: context.meetingConfirmIntervalMs,
    });
    startOutboxWorker(
      app,
      { db: context.db, kind: context.kind, now: context.now, mailer, siteUrl: siteUrl() },
      context.outboxIntervalMs ?? 0,
    );
  };
}
