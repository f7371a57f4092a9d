import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, contractEndpoints, cursorPaging, withCursor, type PageRequest } from '@tutor/api';
import type { OpeningQuery } from '@tutor/contract';

/** What the Apply form sends: the opening's code and the teacher's optional note. */
export interface ApplyRequest {
  kode: string;
  catatan: string;
}

const OPENINGS = { type: 'Opening', id: 'LIST' } as const;
const MY_APPLICATIONS = { type: 'Application', id: 'LIST' } as const;

/** A 409 means the teacher had already applied (another tab, a double send): the list is stale too. */
const isConflict = (error: FetchBaseQueryError | undefined) => error?.status === 409;

/**
 * The teacher's job board: openings with the fit score, applying, and the teacher's
 * own applications. Names carry "JobBoard" because endpoint names are unique platform-wide.
 */
export const jobBoardApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      /** The openings of one search, a page at a time ("Muat lebih banyak"). */
      getJobBoardOpenings: route.infiniteQuery('GET /guru/loker-mengajar-searching', {
        infiniteQueryOptions: cursorPaging,
        // The old site's path, outside /api (the dev server proxies it too)
        request: ({ queryArg, pageParam }: PageRequest<OpeningQuery, string | null>) => ({
          query: withCursor(queryArg, pageParam),
        }),
        providesTags: [OPENINGS],
      }),
      applyToJobBoardOpening: route.mutation('POST /api/lowongan/:kode/lamar', {
        request: ({ kode, catatan }: ApplyRequest) => {
          const note = catatan.trim();
          return { params: { kode }, body: note === '' ? {} : { catatan: note } };
        },
        transformResponse: (answer) => answer.data,
        // success changes sudah_apply and guru_apply of the opening, and adds to "my applications"
        invalidatesTags: (result, error) => (result || isConflict(error) ? [OPENINGS, MY_APPLICATIONS] : []),
      }),
      getJobBoardMyApplications: route.infiniteQuery('GET /api/lamaran-saya', {
        infiniteQueryOptions: cursorPaging,
        request: ({ pageParam }: PageRequest<void, string | null>) => ({ query: withCursor({}, pageParam) }),
        providesTags: [MY_APPLICATIONS],
      }),
    };
  },
});

export const {
  useGetJobBoardOpeningsInfiniteQuery,
  useApplyToJobBoardOpeningMutation,
  useGetJobBoardMyApplicationsInfiniteQuery,
} = jobBoardApi;
