import { OrderDraftBody, TeacherSummary } from '@tutor/contract';
import {
  MAX_STUDENTS,
  MIN_STUDENTS,
  TEACHER_CARD_DESCRIPTION_LENGTH,
  TEACHER_NOTE_MAX,
  teacherCardDescription,
} from '@tutor/rules';

/**
 * The contract cannot import the rules (it is the bottom layer), so a limit both declare is
 * written once in each; this test is what keeps the two the same number.
 */
describe('limits the contract declares and the rules enforce', () => {
  const fields = OrderDraftBody.properties;

  it('the note to the teacher', () => {
    expect(fields.catatan_guru.maxLength).toBe(TEACHER_NOTE_MAX);
  });

  it('the number of students in one order', () => {
    expect([fields.jumlah_siswa.minimum, fields.jumlah_siswa.maximum]).toEqual([MIN_STUDENTS, MAX_STUDENTS]);
  });

  it("a teacher card's description: the excerpt's length with its ellipsis", () => {
    const longest = teacherCardDescription('kata '.repeat(100));
    expect(TeacherSummary.properties.deskripsi.maxLength).toBe(TEACHER_CARD_DESCRIPTION_LENGTH + '...'.length);
    expect(longest.length).toBeLessThanOrEqual(TEACHER_CARD_DESCRIPTION_LENGTH + '...'.length);
  });
});
