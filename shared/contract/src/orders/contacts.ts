/** The other side of a paid order: shown only once the order is aktif or selesai. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, LearningSystem } from '../common';

/** The other side, shown once the order is paid (aktif or selesai). */
export const TeacherContact = Answer({
  id: Type.Integer({ description: 'teacher id: the public profile is /cari_pengajar/guru/profil/{id}' }),
  nama: Type.String(),
  foto: Type.String(),
  whatsapp: Type.String(),
});
export type TeacherContact = Static<typeof TeacherContact>;

export const StudentContact = Answer({
  nama: Type.String(),
  whatsapp: Type.String(),
  jenjang: Type.String(),
  kelas: Type.Union([Type.String(), Type.Null()]),
  mata_pelajaran: Type.Array(Type.String()),
  sistem_pembelajaran: LearningSystem,
  /** the full address for Offline lessons, null for Online */
  alamat: Type.Union([Type.String(), Type.Null()]),
  catatan_guru: Type.String(),
});
export type StudentContact = Static<typeof StudentContact>;
