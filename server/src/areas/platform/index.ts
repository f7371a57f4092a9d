/** The platform area: page views and errors per remote build, canary rollback, the platform desk. */
export { createPlatformWatch, type PlatformWatch, type ReportOrigin } from './platformWatch';
export { rollbackPolicyFrom } from './policy';
export { platformAdminRouteHandlers } from './routes/platformAdminRoutes';
export { operationsGauges } from './operationsGauges';
