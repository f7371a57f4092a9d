// What the lessons feature shares with the rest of the app; its other files are its own.
export { MeetingList } from './MeetingList';
export { OrderLessons } from './OrderLessons';
export { TeacherCard } from './TeacherCard';
export { OrderMeetingsState } from './OrderMeetingsState';
