import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  CalendarLink,
  Meeting,
  MeetingAnswer,
  MeetingDecisionBody,
  MeetingDisputeBody,
  MeetingReportBody,
  OrderMeetings,
  OrderMeetingsAnswer,
  RescheduleBody,
  TeacherMeeting,
  TeacherScheduleAnswer,
  TeacherScheduleQuery,
} from '@tutor/contract';
import { api, type TagType } from './baseApi';

/**
 * The lessons after the first payment, used by the student's order page, the admin's
 * desk and the teacher's week, so declared once here. A meeting's transition changes the meeting
 * lists (its order's and the teacher's week), the order (sisa pertemuan, `selesai` after the last
 * one) and the dashboard: it invalidates the whole 'Meeting' and 'Order' types. A 409 means the
 * meeting moved on elsewhere (another tab, the 72-hour job), so it refetches too.
 */
const afterMeetingTransition = (answer: Meeting | undefined, error: FetchBaseQueryError | undefined): TagType[] =>
  answer || error?.status === 409 ? ['Meeting', 'Order'] : [];

const meetingOf = (answer: MeetingAnswer) => answer.data;
const meetingUrl = (id: number, action: string) => `/api/pertemuan/${id}/${action}`;

export type MeetingReportRequest = MeetingReportBody & { id: number };
export type MeetingDisputeRequest = MeetingDisputeBody & { id: number };
export type MeetingDecisionRequest = MeetingDecisionBody & { id: number };
export type RescheduleRequest = RescheduleBody & { id: number };

export const meetingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderMeetings: build.query<OrderMeetings, string>({
      query: (kode) => `/api/pesanan/${encodeURIComponent(kode)}/pertemuan`,
      transformResponse: (answer: OrderMeetingsAnswer) => answer.data,
      providesTags: (_answer, _error, kode) => [{ type: 'Meeting', id: `ORDER-${kode}` }],
    }),
    getTeacherSchedule: build.query<TeacherMeeting[], TeacherScheduleQuery>({
      query: (week) => ({ url: '/api/guru/jadwal', params: week }),
      transformResponse: (answer: TeacherScheduleAnswer) => answer.data,
      providesTags: (_answer, _error, week) => [{ type: 'Meeting', id: `WEEK-${week.dari}` }],
    }),
    /** The teacher's started meetings still to report, oldest first: a report refreshes it (the whole 'Meeting' type). */
    getUnreportedMeetings: build.query<TeacherMeeting[], void>({
      query: () => '/api/guru/pertemuan/belum-dilaporkan',
      transformResponse: (answer: TeacherScheduleAnswer) => answer.data,
      providesTags: [{ type: 'Meeting', id: 'UNREPORTED' }],
    }),
    reportMeeting: build.mutation<Meeting, MeetingReportRequest>({
      query: ({ id, ...body }) => ({ url: meetingUrl(id, 'laporan'), method: 'POST', body }),
      transformResponse: meetingOf,
      invalidatesTags: afterMeetingTransition,
    }),
    confirmMeeting: build.mutation<Meeting, number>({
      query: (id) => ({ url: meetingUrl(id, 'konfirmasi'), method: 'POST' }),
      transformResponse: meetingOf,
      invalidatesTags: afterMeetingTransition,
    }),
    disputeMeeting: build.mutation<Meeting, MeetingDisputeRequest>({
      query: ({ id, ...body }) => ({ url: meetingUrl(id, 'sanggah'), method: 'POST', body }),
      transformResponse: meetingOf,
      invalidatesTags: afterMeetingTransition,
    }),
    decideMeeting: build.mutation<Meeting, MeetingDecisionRequest>({
      query: ({ id, ...body }) => ({ url: `/api/admin/pertemuan/${id}/putuskan`, method: 'POST', body }),
      transformResponse: meetingOf,
      invalidatesTags: afterMeetingTransition,
    }),
    proposeReschedule: build.mutation<Meeting, RescheduleRequest>({
      query: ({ id, ...body }) => ({ url: meetingUrl(id, 'ubah-jadwal'), method: 'POST', body }),
      transformResponse: meetingOf,
      invalidatesTags: afterMeetingTransition,
    }),
    answerReschedule: build.mutation<Meeting, { id: number; agreed: boolean }>({
      query: ({ id, agreed }) => ({
        url: meetingUrl(id, agreed ? 'ubah-jadwal/setuju' : 'ubah-jadwal/tolak'),
        method: 'POST',
      }),
      transformResponse: meetingOf,
      invalidatesTags: afterMeetingTransition,
    }),
    getCalendarLink: build.query<string, void>({
      query: () => '/api/kalender',
      transformResponse: (answer: CalendarLink) => answer.data.url,
      providesTags: ['Calendar'],
    }),
    renewCalendarLink: build.mutation<string, void>({
      query: () => ({ url: '/api/kalender/baru', method: 'POST' }),
      transformResponse: (answer: CalendarLink) => answer.data.url,
      invalidatesTags: (url) => (url ? ['Calendar'] : []),
    }),
  }),
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
