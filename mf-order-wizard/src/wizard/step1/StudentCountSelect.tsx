import type { SelectOption } from '@tutor/contract';
import { Select, optionOf } from '@tutor/ui/Select';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { MAX_STUDENTS, MIN_STUDENTS, studentCountChosen } from '../../state/wizardSlice';

const STUDENT_COUNTS: SelectOption[] = Array.from({ length: MAX_STUDENTS - MIN_STUDENTS + 1 }, (_, index) => {
  const count = MIN_STUDENTS + index;
  return { value: count, label: `${count} Siswa` };
});

/** 1 student is private; 2 to 4 learn together as a group. */
export function StudentCountSelect() {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  return (
    <Select
      label="Jumlah Siswa"
      options={STUDENT_COUNTS}
      value={optionOf(STUDENT_COUNTS, draft.jumlahSiswa)}
      onChange={(option) => option && dispatch(studentCountChosen(Number(option.value)))}
      hint="1 siswa untuk les privat, 2 sampai 4 siswa untuk les grup."
    />
  );
}
