import { TeacherProfileFields, type TeacherProfileFieldsProps } from './TeacherProfileFields';
import type { TeacherFormValue } from './teacherForm';

/** What the form offers, as the apps' data hook (@tutor/api's useTeacherProfileOptions) gives it. */
export type TeacherProfileOptions = Omit<TeacherProfileFieldsProps, 'value' | 'onChange'>;

/**
 * The teacher fields fed by the app's data hook: the design system does not use the data layer, so
 * the hook is injected (a module-level function, the same on every render). Registration and
 * /guru/profil use it; the hook runs only while the fields are shown.
 */
export function TeacherProfileFieldsWithOptions({
  value,
  onChange,
  useOptions,
}: {
  value: TeacherFormValue;
  onChange: (value: TeacherFormValue) => void;
  useOptions: (levelIds: readonly (number | string)[]) => TeacherProfileOptions;
}) {
  const options = useOptions(value.jenjang_ids);
  return <TeacherProfileFields value={value} onChange={onChange} {...options} />;
}
