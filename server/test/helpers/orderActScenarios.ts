// The admin's acts on one order's life, in the order they happen to it: confirm, propose, record
// the payment, settle a disputed meeting, pick and hide its review, pay the payout, cancel another.
import type { OrderDetail, OrderMeetings, Review } from '@tutor/contract';
import { dataOf, ok, poster, type Scenarios, type WalkWorld } from './adminActTools';
import { injectAs, ORDERS_URL, sampleDraft } from './orderDrafts';

export function orderActScenarios(world: WalkWorld): Scenarios {
  const { app, as, teacher, clock } = world;
  const post = poster(app);
  const state = { kode: '', lamaranId: 0, meetingId: 0, reviewId: 0, payoutId: 0, cancelKode: '' };
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
  };
}
