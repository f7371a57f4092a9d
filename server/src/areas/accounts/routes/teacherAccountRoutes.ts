import { accountRoutes as routes } from '@tutor/contract';
import { ACCOUNT_MESSAGES, teacherProfileProblem } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { changeTeacherSearch, refreshTeacherSearch } from '../../catalog';
import { publicUser } from '../accountService';
import { citiesOf, referenceProblem, teacherProfileOf, updateTeacher } from '../data/teacherProfileQueries';
import { teacherAccounts, userById } from '../data/userQueries';

/** /api/guru/profil (the teacher) and /api/admin/guru (teacher accounts; verification is onboarding's last step: onboarding/routes/verifyRoutes.ts). */
export async function teacherAccountRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);

  const profileAnswer = async (userId: number) => {
    const account = await userById(db, userId);
    const profile = account?.teacher_id ? await teacherProfileOf(db, account.teacher_id) : undefined;
    if (!account || !profile) return undefined;
    return { data: { nama: account.nama, whatsapp: account.whatsapp, status: publicUser(account).status, ...profile } };
  };

  api.route({
    ...routes.guruProfile,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ['guru']);
      if (!user) return reply;
      const answer = await profileAnswer(user.id);
      return answer ?? reply.code(404).send({ message: 'Profil guru tidak ditemukan' });
    },
  });

  api.route({
    ...routes.updateGuruProfile,
    bodyLimit: 16 * 1024,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ['guru']);
      if (!user) return reply;
      if (user.teacher_id === null) return reply.code(404).send({ message: 'Profil guru tidak ditemukan' });
      const body = request.body;
      const problem = teacherProfileProblem(body) ?? (await referenceProblem(db, body));
      if (problem) return reply.code(400).send({ message: problem });
      const cities = citiesOf(body.kota_ids);
      if (!cities) return reply.code(400).send({ message: ACCOUNT_MESSAGES.placeRequired });
      const teacherId = user.teacher_id;
      // updateTeacher's first write is the teacher's row: on PostgreSQL it holds that row's lock until
      // commit, so two saves at once replace the lists one after the other (no duplicate key).
      await changeTeacherSearch(db, async (trx) => {
        await updateTeacher(trx, teacherId, { ...body, kota_ids: cities, nama: user.nama });
        await refreshTeacherSearch(trx, teacherId);
      });
      return (await profileAnswer(user.id)) ?? reply.code(404).send({ message: 'Profil guru tidak ditemukan' });
    },
  });

  api.route({
    ...routes.adminTeachers,
    handler: async (request, reply) => {
      if (!(await requireRole(db, request, reply, ['admin']))) return reply;
      const rows = await teacherAccounts(db, request.query.status);
      return { data: rows.map((row) => ({ ...row, status: publicUser({ ...row, role: 'guru' }).status })) };
    },
  });
}
