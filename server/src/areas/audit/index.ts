/** The audit log (issue 47): what other areas use. Its table is written only through recordAudit. */
export { actorOf, SYSTEM_ACTOR, type Actor } from './actor';
export {
  AUDIT_ACTIONS,
  AUDIT_OBJECTS,
  recordAudit,
  type AuditAction,
  type AuditEntry,
  type AuditObject,
} from './recordAudit';
export { auditRouteHandlers } from './routes/auditRoutes';
