import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  Meeting,
  MeetingDecisionBody,
  MeetingDisputeBody,
  MeetingReportBody,
  RescheduleBody,
  RouteAnswer,
  TeacherScheduleQuery,
} from '@tutor/contract';
import { api, type TagType } from './baseApi';
import { contractEndpoints, routeRequest } from './contractEndpoints';

/**
 * The lessons after the first payment, used by the student's order page, the admin's
 * desk and the teacher's week, so declared once here. A meeting's transition changes the meeting
 * lists (its order's and the teacher's week), the order (sisa pertemuan, `selesai` after the last
 * one) and the dashboard: it invalidates the whole 'Meeting' and 'Order' types. A 409 means the
 * meeting moved on elsewhere (another tab, the 72-hour job), so it refetches too.
 */
const afterMeetingTransition = (answer: Meeting | undefined, error: FetchBaseQueryError | undefined): TagType[] =>
  answer || error?.status === 409 ? ['Meeting', 'Order'] : [];

export type MeetingReportRequest = MeetingReportBody & { id: number };
export type MeetingDisputeRequest = MeetingDisputeBody & { id: number };
export type MeetingDecisionRequest = MeetingDecisionBody & { id: number };
export type RescheduleRequest = RescheduleBody & { id: number };

export const meetingsApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getOrderMeetings: route.query('GET /api/pesanan/:kode/pertemuan', {
        request: (kode: string) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, kode) => [{ type: 'Meeting', id: `ORDER-${kode}` }],
      }),
      getTeacherSchedule: route.query('GET /api/guru/jadwal', {
        request: (week: TeacherScheduleQuery) => ({ query: week }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, week) => [{ type: 'Meeting', id: `WEEK-${week.dari}` }],
      }),
      /** The teacher's started meetings still to report, oldest first: a report refreshes it (the whole 'Meeting' type). */
      getUnreportedMeetings: route.query('GET /api/guru/pertemuan/belum-dilaporkan', {
        transformResponse: (answer) => answer.data,
        providesTags: [{ type: 'Meeting', id: 'UNREPORTED' }],
      }),
      reportMeeting: route.mutation('POST /api/pertemuan/:id/laporan', {
        request: ({ id, ...body }: MeetingReportRequest) => ({ params: { id }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterMeetingTransition,
      }),
      confirmMeeting: route.mutation('POST /api/pertemuan/:id/konfirmasi', {
        request: (id: number) => ({ params: { id } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterMeetingTransition,
      }),
      disputeMeeting: route.mutation('POST /api/pertemuan/:id/sanggah', {
        request: ({ id, ...body }: MeetingDisputeRequest) => ({ params: { id }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterMeetingTransition,
      }),
      decideMeeting: route.mutation('POST /api/admin/pertemuan/:id/putuskan', {
        request: ({ id, ...body }: MeetingDecisionRequest) => ({ params: { id }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterMeetingTransition,
      }),
      proposeReschedule: route.mutation('POST /api/pertemuan/:id/ubah-jadwal', {
        request: ({ id, ...body }: RescheduleRequest) => ({ params: { id }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterMeetingTransition,
      }),
      // two routes (agree, refuse) with one answer: the endpoint picks the route by hand
      answerReschedule: build.mutation<Meeting, { id: number; agreed: boolean }>({
        query: ({ id, agreed }) =>
          agreed
            ? routeRequest('POST /api/pertemuan/:id/ubah-jadwal/setuju', { params: { id } })
            : routeRequest('POST /api/pertemuan/:id/ubah-jadwal/tolak', { params: { id } }),
        transformResponse: (answer: RouteAnswer<'POST /api/pertemuan/:id/ubah-jadwal/setuju'>) => answer.data,
        invalidatesTags: afterMeetingTransition,
      }),
      getCalendarLink: route.query('GET /api/kalender', {
        transformResponse: (answer) => answer.data.url,
        providesTags: ['Calendar'],
      }),
      renewCalendarLink: route.mutation('POST /api/kalender/baru', {
        transformResponse: (answer) => answer.data.url,
        invalidatesTags: (url) => (url ? ['Calendar'] : []),
      }),
    };
  },
});

export const {
  useGetOrderMeetingsQuery,
  useGetTeacherScheduleQuery,
  useGetUnreportedMeetingsQuery,
  useReportMeetingMutation,
  useConfirmMeetingMutation,
  useDisputeMeetingMutation,
  useDecideMeetingMutation,
  useProposeRescheduleMutation,
  useAnswerRescheduleMutation,
  useGetCalendarLinkQuery,
  useRenewCalendarLinkMutation,
} = meetingsApi;
