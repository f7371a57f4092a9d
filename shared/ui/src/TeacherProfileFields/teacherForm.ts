import type { SelectOption } from '@tutor/contract';
import type { AvailabilitySlot } from '../AvailabilityTable';

/** What the teacher-profile form holds while it is filled in. */
export interface TeacherFormValue {
  jenis_kelamin: '' | 'L' | 'P';
  perguruan_tinggi: string;
  jurusan: string;
  jenjang_ids: number[];
  /** chosen subjects of all levels, by id, as the server takes them */
  mapel: number[];
  /** chosen regencies with their names, as picked or as the saved profile names them */
  kota: SelectOption[];
  online: boolean;
  ketersediaan: AvailabilitySlot[];
}

export const EMPTY_TEACHER_FORM: TeacherFormValue = {
  jenis_kelamin: '',
  perguruan_tinggi: '',
  jurusan: '',
  jenjang_ids: [],
  mapel: [],
  kota: [],
  online: false,
  ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '17:00' }],
};

/** The fields as the server's body wants them (`TeacherProfileFields` of the contract). */
export function teacherFieldsOf(value: TeacherFormValue) {
  return {
    jenis_kelamin: value.jenis_kelamin || undefined,
    perguruan_tinggi: value.perguruan_tinggi.trim(),
    jurusan: value.jurusan.trim(),
    jenjang_ids: value.jenjang_ids,
    mapel: value.mapel,
    kota_ids: value.kota.map((option) => Number(option.value)),
    online: value.online,
    ketersediaan: value.ketersediaan,
  };
}
