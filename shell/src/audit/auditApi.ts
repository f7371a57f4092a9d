import { api } from '@tutor/api';
import type { AuditListAnswer, AuditListQuery } from '@tutor/contract';

/** One page of the log: the filters and the cursor of the page before (none for the first). */
export type AuditPageArgs = Pick<AuditListQuery, 'aktor' | 'objek' | 'dari' | 'sampai' | 'cursor'>;

/** The log is read only (rows are written by the server's services), so nothing invalidates it but a reload. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditPage: build.query<AuditListAnswer, AuditPageArgs>({
      query: (args) => ({
        url: '/api/admin/audit',
        params: Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')),
      }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetAuditPageQuery } = auditApi;
