import { OrderDraftBody } from '@tutor/contract';
import { MAX_STUDENTS, MIN_STUDENTS, TEACHER_NOTE_MAX } from '@tutor/rules';

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
});
