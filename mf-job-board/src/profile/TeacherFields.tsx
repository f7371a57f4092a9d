import { useTeacherProfileOptions } from '@tutor/api';
import { TeacherProfileFields, type TeacherFormValue } from '@tutor/ui/TeacherProfileFields';

/** The design system's teacher fields, fed by the shared reference lists. */
export function TeacherFields({
  value,
  onChange,
}: {
  value: TeacherFormValue;
  onChange: (value: TeacherFormValue) => void;
}) {
  const options = useTeacherProfileOptions(value.jenjang_ids);
  return (
    <TeacherProfileFields
      value={value}
      onChange={onChange}
      levelOptions={options.levelOptions}
      levelsLoading={options.levelsLoading}
      subjectGroups={options.subjectGroups}
      regencyOptions={options.regencyOptions}
      regencyLoading={options.regencyLoading}
      onRegencySearch={options.onRegencySearch}
    />
  );
}
