import type { FastifyInstance, FastifyReply } from 'fastify';
import { initials } from '../domain/text';
import { avatarSvg, coverSvg, logoSvg, tileSvg } from '../media/svg';
import type { ApiContext } from './context';
import { querySchema } from './schemaParts';

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

const numberedFile = { type: 'object', properties: { file: { type: 'string', maxLength: 20, pattern: '^[0-9]{1,9}\\.svg$' } }, required: ['file'] } as const;
const sluggedFile = { type: 'object', properties: { file: { type: 'string', maxLength: 220, pattern: '^[a-z0-9-]{1,200}\\.svg$' } }, required: ['file'] } as const;
const options = (params: object) => ({ schema: { params, querystring: querySchema({}) } });

const idOf = (file: string) => Number(file.replace(/\.svg$/, ''));

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(svg);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Gambar tidak ditemukan' });
}

export async function mediaRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/guru/:file', options(numberedFile), async (request, reply) => {
    const id = idOf(request.params.file);
    const teacher = await db.selectFrom('teachers').select(['nama', 'panggilan']).where('id', '=', id).executeTakeFirst();
    return teacher ? sendSvg(reply, avatarSvg(initials(teacher.nama), id, teacher.panggilan)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/media/testimoni/:file', options(numberedFile), async (request, reply) => {
    const id = idOf(request.params.file);
    const row = await db.selectFrom('testimonials').select('nama').where('id', '=', id).executeTakeFirst();
    return row ? sendSvg(reply, avatarSvg(initials(row.nama), `t${id}`, row.nama)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/media/blog/:file', options(sluggedFile), async (request, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '');
    const post = await db.selectFrom('blog_posts').select(['judul']).where('slug', '=', slug).executeTakeFirst();
    return post ? sendSvg(reply, coverSvg(post.judul, slug, 'Blog Les Privat')) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/media/jenjang/:file', options(numberedFile), async (request, reply) => {
    const id = idOf(request.params.file);
    const row = await db.selectFrom('jenjang').select('nama').where('id', '=', id).executeTakeFirst();
    return row ? sendSvg(reply, tileSvg(row.nama, id)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/media/mitra/:file', options(numberedFile), async (request, reply) => {
    const id = idOf(request.params.file);
    const row = await db.selectFrom('partners').select('nama').where('id', '=', id).executeTakeFirst();
    return row ? sendSvg(reply, logoSvg(row.nama, initials(row.nama.replace(/^(Universitas|Institut|SMA|SMP|SMK|SD)\s+/, '')), `m${id}`)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/media/kegiatan/:file', options(numberedFile), async (request, reply) => {
    const id = idOf(request.params.file);
    const caption = ACTIVITY_CAPTIONS[id - 1];
    return caption ? sendSvg(reply, coverSvg(caption, `k${id}`, 'Kegiatan belajar')) : notFound(reply);
  });
}
