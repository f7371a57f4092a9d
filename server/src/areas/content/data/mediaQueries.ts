import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The names each generated picture is drawn from. */
export async function teacherNames(db: Kysely<Database>, id: number) {
  return db.selectFrom('teachers').select(['nama', 'panggilan']).where('id', '=', id).executeTakeFirst();
}

export async function testimonyName(db: Kysely<Database>, id: number) {
  return (await db.selectFrom('testimonials').select('nama').where('id', '=', id).executeTakeFirst())?.nama;
}

export async function blogTitle(db: Kysely<Database>, slug: string) {
  return (await db.selectFrom('blog_posts').select('judul').where('slug', '=', slug).executeTakeFirst())?.judul;
}

export async function jenjangName(db: Kysely<Database>, id: number) {
  return (await db.selectFrom('jenjang').select('nama').where('id', '=', id).executeTakeFirst())?.nama;
}

export async function partnerNameAndKind(db: Kysely<Database>, id: number) {
  return db.selectFrom('partners').select(['nama', 'jenis']).where('id', '=', id).executeTakeFirst();
}
