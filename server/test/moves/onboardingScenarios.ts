/** The scenarios of a teacher's onboarding moves (test/moves.test.ts): each with a teacher of its own. */
import { ONBOARDING_WALK } from '../helpers/onboarding';
import { registeredTeacher, smaSubjectId } from '../helpers/lessons';
import { loginHeaders } from '../helpers/testApp';
import { postOk, stamp, type Made, type Walk } from './walk';

let teachers = 0;

export function onboardingScenarios(w: Walk) {
  const { as, ids } = w;
  const register = async () => {
    teachers += 1;
    const email = `langkah.guru${teachers}@contoh.id`;
    const id = await registeredTeacher(w.t.app, {
      email,
      nama: `Guru Langkah ${teachers}`,
      whatsapp: `62812555${String(teachers).padStart(4, '0')}`,
      subjectId: await smaSubjectId(w.t.handle.db, 'Fisika'),
    });
    return { id, email };
  };
  /** A registered teacher walked through the admin's first `steps` steps, then the move of step `steps` at its own instant. */
  const adminStep = async (steps: number): Promise<Made> => {
    w.clock.set('2025-06-01T00:00:00Z');
    const { id } = await register();
    const walk = ONBOARDING_WALK.slice(0, steps + 1);
    for (const [index, step] of walk.entries()) {
      const at = index === steps ? stamp(w, '2025-06-01T05:00:00Z') : '';
      await postOk(w, as.admin, `/api/admin/guru/${id}/${step.path}`, step.payload);
      if (at) return { at, teacherUserId: id, people: { guru: [id] }, actedAs: 'admin', feeds: {}, meetingIds: [] };
    }
    throw new Error(`no onboarding step ${steps}`);
  };
  const declined = async () => {
    w.clock.set('2025-06-01T00:00:00Z');
    const teacher = await register();
    await postOk(w, as.admin, `/api/admin/guru/${teacher.id}/tolak`, { alasan: 'Belum sesuai kebutuhan' });
    return teacher;
  };
  return {
    teacherRegistered: async (): Promise<Made> => {
      const at = stamp(w, '2025-06-01T04:00:00Z');
      const { id } = await register();
      return { at, teacherUserId: id, people: { admin: ids.admins }, actedAs: 'guru', feeds: {}, meetingIds: [] };
    },
    screeningStarted: () => adminStep(0),
    interviewScheduled: () => adminStep(1),
    microTeachingScheduled: () => adminStep(2),
    assessed: () => adminStep(3),
    teacherVerified: () => adminStep(4),
    teacherDeclined: async (): Promise<Made> => {
      w.clock.set('2025-06-01T00:00:00Z');
      const { id } = await register();
      const at = stamp(w, '2025-06-01T06:00:00Z');
      await postOk(w, as.admin, `/api/admin/guru/${id}/tolak`, { alasan: 'Belum sesuai kebutuhan' });
      return { at, teacherUserId: id, people: { guru: [id] }, actedAs: 'admin', feeds: {}, meetingIds: [] };
    },
    teacherReapplied: async (): Promise<Made> => {
      const { id, email } = await declined();
      const at = stamp(w, '2025-07-15T00:00:00Z');
      await postOk(w, await loginHeaders(w.t.app, email, 'rahasia-guru-1'), '/api/guru/pendaftaran/daftar-ulang');
      return { at, teacherUserId: id, people: { admin: ids.admins, guru: [id] }, feeds: {}, meetingIds: [] };
    },
  };
}
