// The lessons area's public surface: what other areas may use. Its data/ stays private.
export {
  appendMeetingHistory,
  createMeetingsFromSchedule,
  takeComingMeetingsFromTeacher,
  type Actor,
} from './data/meetingWrites';
export { cancelCheckOf } from './cancelCheck';
export { handOverComingMeetings, type IncomingTeacher } from './data/teacherHandOver';
export { feedCalendar, JAKARTA_VTIMEZONE, wallClock, ZONE } from './calendarService';
export { ADMIN_CONTACT_STATUSES, PAID_STATUSES, studentContacts, teacherContacts } from './contacts';
export { teacherHoldsOrder } from './meetingService';
export { clashesOf, scheduleClashLookup } from './data/scheduleClash';
export {
  meetingCountsColumn,
  meetingCountsOf,
  meetingsLeftColumn,
  teacherContactColumn,
  teacherContactOf,
} from './data/listColumns';
export { anonymiseMeetingActor, eraseCalendarOf } from './data/lessonErasure';
