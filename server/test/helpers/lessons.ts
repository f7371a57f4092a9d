import type { Application, OrderDetail } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { injectAs, ORDERS_URL, sampleDraft, type RoleHeaders } from './orderDrafts';
import { csrfHeaders, loginHeaders } from './testApp';
import { passOnboarding } from './onboarding';

/** A clock tests move: meetings start, reports age. `set` answers the instant as the server stores it. */
export function testClock(start: string) {
  let current = new Date(start);
  return { now: () => new Date(current), set: (iso: string) => (current = new Date(iso)).toISOString() };
}

/** The id of an SMA (jenjang 16) subject by its name, e.g. 'Fisika'. */
export async function smaSubjectId(db: Kysely<Database>, nama: string): Promise<number> {
  return (
    await db
      .selectFrom('subjects')
      .select('id')
      .where('jenjang_id', '=', 16)
      .where('nama', '=', nama)
      .executeTakeFirstOrThrow()
  ).id;
}

/** Registers a teacher for SMA Fisika in Kota Bandung (not verified yet) and answers their account id. */
export async function registeredTeacher(
  app: FastifyInstance,
  teacher: { email: string; nama: string; whatsapp: string; subjectId: number },
): Promise<number> {
  const { email, nama, whatsapp, subjectId } = teacher;
  // its own client address: a test registering many teachers stays under the per-address limit
  const response = await injectAs(app, await csrfHeaders(app), {
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      role: 'guru',
      setuju_kebijakan: true,
      nama,
      email,
      whatsapp,
      password: 'rahasia-guru-1',
      jenis_kelamin: 'P',
      perguruan_tinggi: 'Universitas Padjadjaran',
      jurusan: 'Fisika',
      jenjang_ids: [16],
      mapel: [subjectId],
      kota_ids: [3273],
      online: true,
      ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '19:00' }],
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`teacher registration answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: { id: number } }).data.id;
}

/** Registers a teacher for SMA Fisika in Kota Bandung, verifies them, and answers their session. */
export async function verifiedTeacher(
  app: FastifyInstance,
  admin: Record<string, string>,
  teacher: { email: string; nama: string; whatsapp: string; subjectId: number },
): Promise<Record<string, string>> {
  const id = await registeredTeacher(app, teacher);
  await passOnboarding(app, admin, id);
  return loginHeaders(app, teacher.email, 'rahasia-guru-1');
}

/** A verified teacher of SMA Fisika (the sample draft's subject), logged in. */
export async function fisikaTeacher(
  app: FastifyInstance,
  db: Kysely<Database>,
  admin: Record<string, string>,
  teacher: { email: string; nama: string; whatsapp: string },
): Promise<Record<string, string>> {
  return verifiedTeacher(app, admin, { ...teacher, subjectId: await fisikaId(db) });
}

/** The id of SMA's Fisika, the subject of the sample draft. */
export function fisikaId(db: Kysely<Database>): Promise<number> {
  return smaSubjectId(db, 'Fisika');
}

let keys = 0;
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

/** The steps of an order up to a teacher's application, each answered as expected (else it throws). */
export async function orderWithApplication(
  app: FastifyInstance,
  as: RoleHeaders,
  teacher: Record<string, string>,
  draft = sampleDraft(),
) {
  const created = await injectAs(app, as.siswa, {
    method: 'POST',
    url: ORDERS_URL,
    headers: { 'idempotency-key': `pelajaran-${keys++}-abcdef` },
    payload: draft,
  });
  if (created.statusCode !== 201) throw new Error(`order answered ${created.statusCode}: ${created.body}`);
  const kode = dataOf<OrderDetail>(created).kode;
  await expectOk(injectAs(app, as.admin, { method: 'POST', url: `/api/admin/pesanan/${kode}/konfirmasi` }));
  const applied = await injectAs(app, teacher, {
    method: 'POST',
    url: `/api/lowongan/${kode}/lamar`,
    payload: { catatan: 'Siap mengajar' },
  });
  if (applied.statusCode !== 201) throw new Error(`apply answered ${applied.statusCode}: ${applied.body}`);
  return { kode, lamaranId: dataOf<Application>(applied).id };
}

async function expectOk<R extends { statusCode: number; body: string }>(pending: Promise<R>): Promise<R> {
  const response = await pending;
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return response;
}

/** An Online draft: no place, the lessons are held in each meeting's video room. */
export const onlineDraft = () =>
  sampleDraft({ sistem_pembelajaran: 'Online', provinsi_id: null, kota_id: null, kecamatan_id: null, alamat: null });

/** Propose → choose → first instalment: the order is aktif with its meetings. */
export async function payWithTeacher(
  app: FastifyInstance,
  as: RoleHeaders,
  kode: string,
  lamaranId: number,
): Promise<OrderDetail> {
  await expectOk(
    injectAs(app, as.admin, {
      method: 'POST',
      url: `/api/admin/pesanan/${kode}/usulkan`,
      payload: { lamaran_ids: [lamaranId] },
    }),
  );
  const chosen = dataOf<OrderDetail>(
    await expectOk(
      injectAs(app, as.siswa, {
        method: 'POST',
        url: `/api/pesanan/${kode}/pilih-guru`,
        payload: { lamaran_id: lamaranId },
      }),
    ),
  );
  const jumlah = chosen.rincian_biaya.cicilan[0] ?? chosen.rincian_biaya.total;
  return dataOf<OrderDetail>(
    await expectOk(
      injectAs(app, as.admin, { method: 'POST', url: `/api/admin/pesanan/${kode}/pembayaran`, payload: { jumlah } }),
    ),
  );
}

export async function paidOrder(
  app: FastifyInstance,
  as: RoleHeaders,
  teacher: Record<string, string>,
  draft = sampleDraft(),
) {
  const { kode, lamaranId } = await orderWithApplication(app, as, teacher, draft);
  return payWithTeacher(app, as, kode, lamaranId);
}
