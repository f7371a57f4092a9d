// The lessons area's public surface: what other areas may use. Its data/ stays private.
export { meetingCounts } from './data/meetingReads';
export { createMeetingsFromSchedule } from './data/meetingWrites';
