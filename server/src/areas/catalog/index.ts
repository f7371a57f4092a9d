// The catalog area's public surface: what other areas may use. Its data/ stays private.
export { changeTeacherSearch } from './data/searchChanges';
export { refreshTeacherSearch } from './data/teacherIndex';
export { meetingFee } from './feeService';
