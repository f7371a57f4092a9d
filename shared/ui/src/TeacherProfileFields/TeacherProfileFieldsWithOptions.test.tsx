import { render, screen } from '@testing-library/react';
import { EMPTY_TEACHER_FORM } from './teacherForm';
import { TeacherProfileFieldsWithOptions } from './TeacherProfileFieldsWithOptions';

it('feeds the fields from the injected hook, asked with the chosen levels', () => {
  const useOptions = jest.fn(() => ({
    levelOptions: [{ value: 1, label: 'SD' }],
    subjectGroups: [],
    regencyOptions: [],
    onRegencySearch: () => undefined,
  }));
  render(
    <TeacherProfileFieldsWithOptions
      value={{ ...EMPTY_TEACHER_FORM, jenjang_ids: [1] }}
      onChange={() => undefined}
      useOptions={useOptions}
    />,
  );
  expect(useOptions).toHaveBeenCalledWith([1]);
  expect(screen.getByText('SD')).toBeInTheDocument();
});
