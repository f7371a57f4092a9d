/**
 * The public teacher profile. The contract names it /guru/{id}, but that prefix belongs to the job
 * board and has no such page; the search remote serves profiles here (as its TeacherCard links).
 */
export function teacherProfilePath(teacherId: number): string {
  return `/cari_pengajar/guru/profil/${teacherId}`;
}
