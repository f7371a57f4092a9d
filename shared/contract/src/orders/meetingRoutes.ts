import { NoQuery } from '../common';
import { ERROR_RESPONSES, raw, route } from '../route';
import { OrderCodeParams } from './orders';
import {
  CalendarFeedParams,
  CalendarLink,
  MeetingAnswer,
  MeetingDecisionBody,
  MeetingDisputeBody,
  MeetingParams,
  MeetingReportBody,
  OrderMeetingsAnswer,
  RescheduleBody,
  TeacherScheduleAnswer,
  TeacherScheduleQuery,
} from './meetings';

const tags = ['lessons'] as const;
export const meetingRoutes = {
  orderMeetings: route({
    method: 'GET',
    url: '/api/pesanan/:kode/pertemuan',
    schema: {
      summary: "An order's meetings with reports and sisa pertemuan (owner, its teacher, admin)",
      tags,
      params: OrderCodeParams,
      querystring: NoQuery,
      response: { 200: OrderMeetingsAnswer, ...ERROR_RESPONSES },
    },
  }),
  teacherSchedule: route({
    method: 'GET',
    url: '/api/guru/jadwal',
    schema: {
      summary: "The logged-in teacher's meetings between two dates, across all their orders (guru)",
      tags,
      querystring: TeacherScheduleQuery,
      response: { 200: TeacherScheduleAnswer, ...ERROR_RESPONSES },
    },
  }),
  unreportedMeetings: route({
    method: 'GET',
    url: '/api/guru/pertemuan/belum-dilaporkan',
    schema: {
      summary:
        "The logged-in teacher's meetings that have started and are still terjadwal (not reported), oldest first (guru)",
      tags,
      querystring: NoQuery,
      response: { 200: TeacherScheduleAnswer, ...ERROR_RESPONSES },
    },
  }),
  reportMeeting: route({
    method: 'POST',
    url: '/api/pertemuan/:id/laporan',
    schema: {
      summary: 'terjadwal → dilaporkan with the learning report; 409 before its start or twice (its teacher)',
      tags,
      params: MeetingParams,
      body: MeetingReportBody,
      response: { 200: MeetingAnswer, ...ERROR_RESPONSES },
    },
  }),
  confirmMeeting: route({
    method: 'POST',
    url: '/api/pertemuan/:id/konfirmasi',
    schema: {
      summary: 'dilaporkan → selesai (owner)',
      tags,
      params: MeetingParams,
      response: { 200: MeetingAnswer, ...ERROR_RESPONSES },
    },
  }),
  disputeMeeting: route({
    method: 'POST',
    url: '/api/pertemuan/:id/sanggah',
    schema: {
      summary: 'dilaporkan → disanggah with a reason (owner)',
      tags,
      params: MeetingParams,
      body: MeetingDisputeBody,
      response: { 200: MeetingAnswer, ...ERROR_RESPONSES },
    },
  }),
  decideMeeting: route({
    method: 'POST',
    url: '/api/admin/pertemuan/:id/putuskan',
    schema: {
      summary: 'disanggah → selesai (held) or → terjadwal at a new date and time (admin)',
      tags,
      params: MeetingParams,
      body: MeetingDecisionBody,
      response: { 200: MeetingAnswer, ...ERROR_RESPONSES },
    },
  }),
  proposeReschedule: route({
    method: 'POST',
    url: '/api/pertemuan/:id/ubah-jadwal',
    schema: {
      summary:
        'Proposes a new date and time for a terjadwal meeting; 409 within 24 h of its start or while one is pending (owner or its teacher)',
      tags,
      params: MeetingParams,
      body: RescheduleBody,
      response: { 201: MeetingAnswer, ...ERROR_RESPONSES },
    },
  }),
  acceptReschedule: route({
    method: 'POST',
    url: '/api/pertemuan/:id/ubah-jadwal/setuju',
    schema: {
      summary: 'Agrees to the pending proposal: the meeting moves (the other party)',
      tags,
      params: MeetingParams,
      response: { 200: MeetingAnswer, ...ERROR_RESPONSES },
    },
  }),
  refuseReschedule: route({
    method: 'POST',
    url: '/api/pertemuan/:id/ubah-jadwal/tolak',
    schema: {
      summary: 'Refuses the pending proposal: the meeting stays (the other party)',
      tags,
      params: MeetingParams,
      response: { 200: MeetingAnswer, ...ERROR_RESPONSES },
    },
  }),
  calendarLink: route({
    method: 'GET',
    url: '/api/kalender',
    schema: {
      summary: "The logged-in user's secret calendar feed URL (user)",
      tags,
      querystring: NoQuery,
      response: { 200: CalendarLink, ...ERROR_RESPONSES },
    },
  }),
  newCalendarLink: route({
    method: 'POST',
    url: '/api/kalender/baru',
    schema: {
      summary: 'A new secret calendar feed URL; the old one answers 404 (user)',
      tags,
      response: { 200: CalendarLink, ...ERROR_RESPONSES },
    },
  }),
  calendarFeed: route({
    method: 'GET',
    url: '/api/kalender/:token',
    schema: {
      summary:
        'The calendar feed (RFC 5545, text/calendar) of the secret URL: one VEVENT per meeting, UID stable per meeting (holder of the URL); the URL ends in .ics',
      tags,
      params: CalendarFeedParams,
      response: { 200: raw('text/calendar', 'iCalendar feed'), ...ERROR_RESPONSES },
    },
  }),
};
