import { api, contractEndpoints } from '@tutor/api';
import type { AuditListQuery } from '@tutor/contract';

/** One page of the log: the filters and the cursor of the page before (none for the first). */
export type AuditPageArgs = Pick<AuditListQuery, 'aktor' | 'objek' | 'dari' | 'sampai' | 'cursor'>;

/** An empty filter is no filter: the query string carries only what was chosen. */
const chosen = (args: AuditPageArgs): AuditPageArgs =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));

/** The log is read only (rows are written by the server's services), so nothing invalidates it but a reload. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getAuditPage: route.query('GET /api/admin/audit', {
        request: (args: AuditPageArgs) => ({ query: chosen(args) }),
        keepUnusedDataFor: 30,
      }),
    };
  },
});

export const { useGetAuditPageQuery } = auditApi;
