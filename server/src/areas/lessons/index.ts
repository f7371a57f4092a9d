// The lessons area's public surface: what other areas may use. Its data/ stays private.
export { meetingCounts } from './data/meetingReads';
export { appendMeetingHistory, createMeetingsFromSchedule, type Actor } from './data/meetingWrites';
