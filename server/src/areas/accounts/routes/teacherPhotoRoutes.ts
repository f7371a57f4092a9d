import { createHash } from 'node:crypto';
import { teacherPhotoRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { changeTeacherSearch } from '../../catalog';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { saveTeacherPhoto, teacherPhotoBytes } from '../data/teacherPhotoQueries';
import { processTeacherPhoto } from '../teacherPhoto';

/**
 * The photo's address carries a digest of its bytes: a different picture is a different address
 * (so a year of caching is safe), even for two uploads in the same millisecond, and the same
 * picture uploaded again keeps its address. 16 hex digits (64 bits) of SHA-256.
 */
const photoVersion = (jpeg: Uint8Array) => createHash('sha256').update(jpeg).digest('hex').slice(0, 16);

/** POST /api/guru/profil/foto (the teacher) and GET /media/guru/foto/:file (everyone). */
export async function teacherPhotoRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.uploadTeacherPhoto,
    // 2 MB as base64 plus the JSON around it
    bodyLimit: 3 * 1024 * 1024,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ['guru']);
      if (!user) return reply;
      if (user.teacher_id === null) return reply.code(404).send({ message: 'Profil guru tidak ditemukan' });
      const result = await processTeacherPhoto(request.body.foto);
      if (!result.ok) return reply.code(400).send({ message: result.message });
      const teacherId = user.teacher_id;
      const version = photoVersion(result.jpeg);
      const foto = `/media/guru/foto/${teacherId}-${version}.jpg`;
      // The search cards show the photo: answers remembered with the old one are not reused.
      await changeTeacherSearch(db, async (trx) => {
        await saveTeacherPhoto(trx, { teacherId, jpeg: result.jpeg, version, foto });
      });
      return { data: { foto } };
    },
  });

  api.route({
    ...routes.teacherUploadedPhoto,
    handler: async (request, reply) => {
      const [id, version] = request.params.file.replace(/\.jpg$/, '').split('-');
      const row = await teacherPhotoBytes(db, Number(id), version ?? '');
      if (!row) return reply.code(404).send({ message: 'Gambar tidak ditemukan' });
      // the address changes with every upload, so the picture behind one never does
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('image/jpeg')
        .send(Buffer.from(row.jpeg));
    },
  });
}
