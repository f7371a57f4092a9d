import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, cursorPaging, withCursor } from '@tutor/api';
import type { Application, ApplicationList, ApplyBody, OpeningList, OpeningQuery } from '@tutor/contract';

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
  endpoints: (build) => ({
    /** The openings of one search, a page at a time ("Muat lebih banyak"). */
    getJobBoardOpenings: build.infiniteQuery<OpeningList, OpeningQuery, string | null>({
      infiniteQueryOptions: cursorPaging,
      // The old site's path, outside /api (the dev server proxies it too)
      query: ({ queryArg, pageParam }) => ({
        url: '/guru/loker-mengajar-searching',
        params: withCursor(queryArg, pageParam),
      }),
      providesTags: [OPENINGS],
    }),
    applyToJobBoardOpening: build.mutation<Application, ApplyRequest>({
      query: ({ kode, catatan }) => {
        const note = catatan.trim();
        const body: ApplyBody = note === '' ? {} : { catatan: note };
        return { url: `/api/lowongan/${encodeURIComponent(kode)}/lamar`, method: 'POST', body };
      },
      transformResponse: (answer: { data: Application }) => answer.data,
      // success changes sudah_apply and guru_apply of the opening, and adds to "my applications"
      invalidatesTags: (result, error) => (result || isConflict(error) ? [OPENINGS, MY_APPLICATIONS] : []),
    }),
    getJobBoardMyApplications: build.infiniteQuery<ApplicationList, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => ({ url: '/api/lamaran-saya', params: withCursor({}, pageParam) }),
      providesTags: [MY_APPLICATIONS],
    }),
  }),
});

export const {
  useGetJobBoardOpeningsInfiniteQuery,
  useApplyToJobBoardOpeningMutation,
  useGetJobBoardMyApplicationsInfiniteQuery,
} = jobBoardApi;
