export { TeacherProfileFields } from './TeacherProfileFields';
export type { SubjectChoices, TeacherProfileFieldsProps } from './TeacherProfileFields';
export { TeacherProfileFieldsWithOptions } from './TeacherProfileFieldsWithOptions';
export type { TeacherProfileOptions } from './TeacherProfileFieldsWithOptions';
export { EMPTY_TEACHER_FORM, teacherFieldsOf } from './teacherForm';
export type { TeacherFormValue } from './teacherForm';
