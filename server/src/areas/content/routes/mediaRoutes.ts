import { mediaRoutes as routes } from '@tutor/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import * as media from '../data/mediaQueries';
import { illustratedAvatarSvg } from '../avatars';
import { sceneSvg } from '../scenes';
import { logoSvg } from '../logos';
import { tileSvg } from '../svg';

/** Illustrations for the home page's learning-activity photos: /media/kegiatan/1.svg .. 8.svg */
export const ACTIVITY_CAPTIONS = [
  'Belajar Matematika di rumah',
  'Les online dengan papan tulis digital',
  'Latihan membaca untuk anak TK',
  'Persiapan UTBK bersama tutor',
  'Les renang anak',
  'Belajar piano',
  'Mengaji bersama ustadzah',
  'Les kelompok kecil',
] as const;

const idOf = (file: string) => Number(file.replace(/\.svg$/, ''));

/** The picture, or the JSON 404 every other route gives. */
function sendSvg(reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) return reply.code(404).send({ message: 'Gambar tidak ditemukan' });
  return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(svg);
}

const withName = <T>(value: T | undefined, draw: (value: T) => string) =>
  value === undefined ? undefined : draw(value);

export async function mediaRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  api.route({
    ...routes.teacherPhoto,
    handler: async (request, reply) => {
      const id = idOf(request.params.file);
      const teacher = await media.teacherNames(db, id);
      return sendSvg(reply, teacher && (await illustratedAvatarSvg(`guru-${id}`, teacher.panggilan)));
    },
  });
  api.route({
    ...routes.testimonyPhoto,
    handler: async (request, reply) => {
      const id = idOf(request.params.file);
      const nama = await media.testimonyName(db, id);
      return sendSvg(reply, nama === undefined ? undefined : await illustratedAvatarSvg(`testimoni-${id}`, nama));
    },
  });
  api.route({
    ...routes.blogImage,
    handler: async (request, reply) => {
      const slug = request.params.file.replace(/\.svg$/, '');
      return sendSvg(
        reply,
        withName(await media.blogTitle(db, slug), (judul) => sceneSvg(judul, slug, `Ilustrasi: ${judul}`)),
      );
    },
  });
  api.route({
    ...routes.levelImage,
    handler: async (request, reply) => {
      const id = idOf(request.params.file);
      return sendSvg(
        reply,
        withName(await media.jenjangName(db, id), (nama) => tileSvg(nama, id)),
      );
    },
  });
  api.route({
    ...routes.partnerLogo,
    handler: async (request, reply) => {
      const id = idOf(request.params.file);
      const mark = ({ nama, jenis }: { nama: string; jenis: string }) =>
        logoSvg(nama, jenis === 'universitas' ? 'universitas' : 'sekolah', `m${id}`);
      return sendSvg(reply, withName(await media.partnerNameAndKind(db, id), mark));
    },
  });
  api.route({
    ...routes.activityImage,
    handler: async (request, reply) => {
      const id = idOf(request.params.file);
      return sendSvg(
        reply,
        withName(ACTIVITY_CAPTIONS[id - 1], (caption) => sceneSvg(caption, `k${id}`, caption)),
      );
    },
  });
}
