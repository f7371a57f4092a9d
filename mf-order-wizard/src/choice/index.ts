// What the teacher-choice feature shares with the rest of the app; its other files are its own.
export { TeacherChoice } from './TeacherChoice';
export { TeacherSummary } from './TeacherSummary';
