import { PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE, TEACHER_PHOTO_MAX_BYTES, teacherPhotoProblem } from './photo';

describe('teacherPhotoProblem', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(teacherPhotoProblem({ type, size: TEACHER_PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(teacherPhotoProblem({ type: 'image/gif', size: 10 })).toBe(PHOTO_WRONG_TYPE);
    expect(teacherPhotoProblem({ type: 'image/png', size: TEACHER_PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_TOO_LARGE);
  });
});
