/**
 * One scenario per admin write route: what it needs is built by the scenarios before it (they run in
 * this order, on one database), and each names the audit row its success must write. The walk
 * (auditAdminRoutes.test.ts) fails when an admin write route of the contract has no scenario here.
 */
import { writeFileSync } from 'node:fs';
import type { OrderDetail, OrderMeetings, PendingMessageList, Review } from '@tutor/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditObject } from '../../src/areas/audit';
import type { Database } from '../../src/db/schema';
import { fisikaId, registeredTeacher } from './lessons';
import { ONBOARDING_WALK } from './onboarding';
import { injectAs, ORDERS_URL, sampleDraft, type RoleHeaders } from './orderDrafts';

export interface AdminActScenario {
  /** builds what the act needs, then answers the admin's request */
  request: () => Promise<InjectOptions>;
  action: AuditAction;
  object: AuditObject;
  objectId: () => string;
  /** money moves the act makes besides its own row (their rows name the system) */
  moneyMoves?: AuditAction[];
}

export interface WalkWorld {
  app: FastifyInstance;
  db: Kysely<Database>;
  as: RoleHeaders;
  /** the teacher who holds the walk's order */
  teacher: Record<string, string>;
  clock: { set: (iso: string) => string };
  /** remotes.json of the test app (DEPLOYMENTS_DIR) and the manifest with a canary */
  remotesFile: string;
  manifestWithCanary: unknown;
}

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

async function ok<T>(pending: ReturnType<typeof injectAs>, status = 200): Promise<T> {
  const response = await pending;
  if (response.statusCode !== status) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return dataOf<T>(response);
}

/** The scenarios, keyed `METHOD url` as the contract declares the route. */
export function adminActScenarios(world: WalkWorld): Record<string, AdminActScenario> {
  const { app, as, teacher, clock } = world;
  const post = (headers: Record<string, string>, url: string, payload?: object) =>
    injectAs(app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const state = { kode: '', lamaranId: 0, meetingId: 0, reviewId: 0, payoutId: 0, cancelKode: '', outboxId: 0 };
  const onboarding = { screened: 0, declined: 0 };
  const step = (path: string) => ONBOARDING_WALK.find((item) => item.path === path)?.payload;
  const onboardingStep = (path: string): InjectOptions => ({
    method: 'POST',
    url: `/api/admin/guru/${onboarding.screened}/${path}`,
    ...(step(path) ? { payload: step(path) } : {}),
  });
  let keys = 0;

  return {
    'POST /api/admin/pesanan/:kode/konfirmasi': {
      request: async () => {
        const created = await injectAs(app, as.siswa, {
          method: 'POST',
          url: ORDERS_URL,
          headers: { 'idempotency-key': `audit-walk-${keys++}-abcdef` },
          payload: sampleDraft(),
        });
        state.kode = dataOf<OrderDetail>(created).kode;
        return { method: 'POST', url: `/api/admin/pesanan/${state.kode}/konfirmasi` };
      },
      action: 'pesanan.dikonfirmasi',
      object: 'pesanan',
      objectId: () => state.kode,
    },
    'POST /api/admin/pesanan/:kode/usulkan': {
      request: async () => {
        const applied = await post(teacher, `/api/lowongan/${state.kode}/lamar`, { catatan: 'Siap' });
        state.lamaranId = dataOf<{ id: number }>(applied).id;
        return {
          method: 'POST',
          url: `/api/admin/pesanan/${state.kode}/usulkan`,
          payload: { lamaran_ids: [state.lamaranId] },
        };
      },
      action: 'pesanan.guru_diusulkan',
      object: 'pesanan',
      objectId: () => state.kode,
    },
    'POST /api/admin/pesanan/:kode/pembayaran': {
      request: async () => {
        const url = `/api/pesanan/${state.kode}/pilih-guru`;
        const chosen = await ok<OrderDetail>(post(as.siswa, url, { lamaran_id: state.lamaranId }));
        // the whole total: a second recording is then refused (nothing left to pay)
        const payload = { jumlah: chosen.rincian_biaya.total };
        return { method: 'POST', url: `/api/admin/pesanan/${state.kode}/pembayaran`, payload };
      },
      action: 'pembayaran.dicatat',
      object: 'pesanan',
      objectId: () => state.kode,
    },
    'POST /api/admin/pertemuan/:id/putuskan': {
      request: async () => {
        clock.set('2025-06-13T00:00:00Z');
        const { items } = await ok<OrderMeetings>(
          injectAs(app, as.siswa, { url: `/api/pesanan/${state.kode}/pertemuan` }),
        );
        const report = { topik: 'Vektor', catatan: 'Paham' };
        for (const meeting of items.slice(0, 3)) {
          await ok(post(teacher, `/api/pertemuan/${meeting.id}/laporan`, report));
          await ok(post(as.siswa, `/api/pertemuan/${meeting.id}/konfirmasi`));
        }
        state.meetingId = items[3]?.id ?? 0;
        await ok(post(teacher, `/api/pertemuan/${state.meetingId}/laporan`, report));
        await ok(post(as.siswa, `/api/pertemuan/${state.meetingId}/sanggah`, { alasan: 'Guru terlambat' }));
        return {
          method: 'POST',
          url: `/api/admin/pertemuan/${state.meetingId}/putuskan`,
          payload: { terlaksana: true },
        };
      },
      action: 'pertemuan.sanggahan_diputuskan',
      object: 'pertemuan',
      objectId: () => String(state.meetingId),
      moneyMoves: ['honor.dicatat'],
    },
    'POST /api/admin/ulasan/:id/testimoni': {
      request: async () => {
        const teacherId = await world.db
          .selectFrom('meetings as m')
          .innerJoin('users as u', 'u.id', 'm.teacher_user_id')
          .select('u.teacher_id')
          .where('m.id', '=', state.meetingId)
          .executeTakeFirstOrThrow();
        const review = { guru_id: Number(teacherId.teacher_id), rating: 5, ulasan: 'Sabar dan jelas' };
        state.reviewId = (await ok<Review>(post(as.siswa, `/api/pesanan/${state.kode}/ulasan`, review), 201)).id;
        return { method: 'POST', url: `/api/admin/ulasan/${state.reviewId}/testimoni` };
      },
      action: 'ulasan.dijadikan_testimoni',
      object: 'ulasan',
      objectId: () => String(state.reviewId),
    },
    'POST /api/admin/ulasan/:id/sembunyikan': {
      request: async () => ({
        method: 'POST',
        url: `/api/admin/ulasan/${state.reviewId}/sembunyikan`,
        payload: { alasan: 'Menyebut nomor telepon' },
      }),
      action: 'ulasan.disembunyikan',
      object: 'ulasan',
      objectId: () => String(state.reviewId),
    },
    'POST /api/admin/pencairan/:id/bayar': {
      request: async () => {
        const bank = { bank: 'BCA', nomor_rekening: '1234567890', nama_pemilik: 'Guru Audit' };
        state.payoutId = (await ok<{ id: number }>(post(teacher, '/api/keuangan/pencairan', bank), 201)).id;
        return { method: 'POST', url: `/api/admin/pencairan/${state.payoutId}/bayar` };
      },
      action: 'pencairan.dibayar',
      object: 'pencairan',
      objectId: () => String(state.payoutId),
    },
    'POST /api/pesanan/:kode/batal': {
      request: async () => {
        const created = await injectAs(app, as.siswa, {
          method: 'POST',
          url: ORDERS_URL,
          headers: { 'idempotency-key': `audit-walk-${keys++}-abcdef` },
          payload: sampleDraft({ catatan_guru: 'Dibatalkan admin' }),
        });
        state.cancelKode = dataOf<OrderDetail>(created).kode;
        return { method: 'POST', url: `/api/pesanan/${state.cancelKode}/batal` };
      },
      action: 'pesanan.dibatalkan',
      object: 'pesanan',
      objectId: () => state.cancelKode,
    },
    'POST /api/admin/pesan-keluar/:id/terkirim': {
      request: async () => {
        await ok(post(as.anonymous, '/api/diskon-claim', { number_whatsapp: '6281311119999' }), 201);
        const list = (await injectAs(app, as.admin, { url: '/api/admin/pesan-keluar' })).json() as PendingMessageList;
        state.outboxId = list.data.find((message) => message.penerima === '6281311119999')?.id ?? 0;
        return { method: 'POST', url: `/api/admin/pesan-keluar/${state.outboxId}/terkirim` };
      },
      action: 'pesan_keluar.ditandai_terkirim',
      object: 'pesan_keluar',
      objectId: () => String(state.outboxId),
    },
    'POST /api/admin/platform/:name/promote': {
      request: async () => {
        writeFileSync(world.remotesFile, JSON.stringify(world.manifestWithCanary));
        return { method: 'POST', url: '/api/admin/platform/mf_blog/promote' };
      },
      action: 'remote.versi_uji_diaktifkan',
      object: 'remote',
      objectId: () => 'mf_blog',
    },
    'POST /api/admin/platform/:name/rollback': {
      request: async () => {
        writeFileSync(world.remotesFile, JSON.stringify(world.manifestWithCanary));
        return { method: 'POST', url: '/api/admin/platform/mf_blog/rollback' };
      },
      action: 'remote.versi_uji_dikembalikan',
      object: 'remote',
      objectId: () => 'mf_blog',
    },
    'POST /api/admin/guru/:id/seleksi-cv': {
      request: async () => {
        const subjectId = await fisikaId(world.db);
        const teacherOf = (name: string, whatsapp: string) => ({
          email: `${name}.audit@contoh.id`,
          nama: name,
          whatsapp,
          subjectId,
        });
        onboarding.screened = await registeredTeacher(app, teacherOf('dina', '6281300001111'));
        onboarding.declined = await registeredTeacher(app, teacherOf('eko', '6281300002222'));
        return onboardingStep('seleksi-cv');
      },
      action: 'guru.seleksi_cv',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/wawancara': {
      request: async () => onboardingStep('wawancara'),
      action: 'guru.wawancara_dijadwalkan',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/micro-teaching': {
      request: async () => onboardingStep('micro-teaching'),
      action: 'guru.micro_teaching_dijadwalkan',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/penilaian': {
      request: async () => onboardingStep('penilaian'),
      action: 'guru.dinilai',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/verifikasi': {
      request: async () => onboardingStep('verifikasi'),
      action: 'guru.diverifikasi',
      object: 'guru',
      objectId: () => String(onboarding.screened),
    },
    'POST /api/admin/guru/:id/tolak': {
      request: async () => ({
        method: 'POST',
        url: `/api/admin/guru/${onboarding.declined}/tolak`,
        payload: { alasan: 'Dokumen tidak lengkap' },
      }),
      action: 'guru.ditolak',
      object: 'guru',
      objectId: () => String(onboarding.declined),
    },
  };
}
