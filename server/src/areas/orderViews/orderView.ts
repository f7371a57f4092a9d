import type {
  FeeBreakdown,
  OrderDetail,
  OrderList,
  OrderListQuery,
  OrderStatus,
  OrderSummary,
  TeacherGenderPreference,
} from '@tutor/contract';
import {
  ADMIN_CONTACT_PROMISE_HOURS,
  mayCancelNow,
  lateReason,
  PROPOSAL_PROMISE_HOURS,
  weekdayOf,
  type Weekday,
} from '@tutor/rules';
import type { Selectable } from 'kysely';
import type { Db, OrderTable } from '../../db/schema';
import { pageOf } from '../../lib/keyset';
import { ADMIN_CONTACT_STATUSES, cancelCheckOf, PAID_STATUSES, teacherContactOf, teacherContacts } from '../lessons';
import {
  orderHistory,
  orderNames,
  orderRowById,
  orderSchedule,
  orderSubjects,
  paidTotal,
  placeNames,
  renewalLinks,
} from '../orders';
import { ORDER_PAGE_LIMIT } from './policy';
import { firstPageRows } from './data/deskPageReads';
import { nextMeetingOf, orderListRows, type OrderListFilter, type OrderListRow } from './data/orderListReads';

/** Stored by this area only, from checked values: the casts name what the columns hold. */
const statusOf = (text: string) => text as OrderStatus;
const systemOf = (text: string) => (text === 'Offline' ? 'Offline' : 'Online');

function parseSlots(json: string): { hari: Weekday; jam: string }[] {
  const slots = JSON.parse(json) as { hari: Weekday; jam: string }[];
  return slots.map(({ hari, jam }) => ({ hari, jam }));
}

/** The clock an order is read by: today (WIB) for the next lesson, now for whether it may still be cancelled. */
export interface ViewClock {
  today: string;
  now: Date;
}

/** The whole order as the student (or, with `forAdmin`, the admin: the chosen teacher's contact from the choice on) reads it. */
export async function orderDetail(
  db: Db,
  order: Selectable<OrderTable>,
  { today, now }: ViewClock,
  forAdmin = false,
): Promise<OrderDetail> {
  const [names, subjects, schedule, history, teachers, paid, renewal, cancelCheck] = await Promise.all([
    orderNames(db, order),
    orderSubjects(db, order.id),
    orderSchedule(db, order.id),
    orderHistory(db, order.id),
    teacherContacts(db, [order], forAdmin ? ADMIN_CONTACT_STATUSES : PAID_STATUSES),
    paidTotal(db, order.id),
    renewalLinks(db, order),
    cancelCheckOf(db, order),
  ]);
  const hasAddress = order.provinsi_id !== null && order.kota_id !== null && order.kecamatan_id !== null;
  const places = hasAddress
    ? await placeNames(db, order.provinsi_id ?? 0, order.kota_id ?? 0, order.kecamatan_id ?? 0)
    : null;
  const next = schedule.find((item) => item.tanggal >= today);
  const status = statusOf(order.status);
  return {
    kode: order.kode,
    status,
    dibuat: order.created_at,
    siswa: { nama: names.student.nama, whatsapp: names.student.whatsapp },
    paket: { id: names.paket.id, nama: names.paket.nama, jumlah_pertemuan: names.paket.jumlah },
    jenjang: names.jenjang,
    kurikulum: names.kurikulum,
    kelas: order.kelas,
    sistem_pembelajaran: systemOf(order.sistem),
    jumlah_siswa: order.jumlah_siswa,
    mata_pelajaran: subjects,
    waktu_les: parseSlots(order.waktu_les),
    tanggal_mulai_les: order.tanggal_mulai_les,
    alamat: places
      ? {
          provinsi_id: order.provinsi_id ?? 0,
          kota_id: order.kota_id ?? 0,
          kecamatan_id: order.kecamatan_id ?? 0,
          ...places,
          alamat_lengkap: order.alamat ?? '',
        }
      : null,
    jenis_kelamin_guru: order.jenis_kelamin_guru as TeacherGenderPreference,
    catatan_guru: order.catatan_guru,
    rincian_biaya: JSON.parse(order.rincian_biaya) as FeeBreakdown,
    dibayar: paid,
    jadwal: schedule.map((item) => ({ ...item, hari: weekdayOf(item.tanggal) })),
    riwayat: history.map((entry) => ({
      dari: entry.from_status === null ? null : statusOf(entry.from_status),
      ke: statusOf(entry.to_status),
      oleh: entry.actor_label,
      waktu: entry.created_at,
      // only rows that say more than the state (a reason, an offer's answer) carry a note
      ...(entry.note ? { keterangan: entry.note } : {}),
    })),
    pertemuan_berikutnya: next ? { tanggal: next.tanggal, jam: next.jam, mata_pelajaran: next.mata_pelajaran } : null,
    // the one rule of the server's cancel: unpaid stages, or paid while no meeting has started
    boleh_batal: mayCancelNow(cancelCheck, now.getTime()),
    guru: teachers.get(order.id) ?? null,
    perpanjangan_dari: renewal.sourceKode,
    tawaran_guru:
      renewal.offeredTeacher !== null && order.offer_until !== null
        ? { nama: renewal.offeredTeacher, batas_jawab: order.offer_until }
        : null,
    alasan_ganti_guru: order.teacher_change_reason,
  };
}

/** The order of this id as its student reads it: what a write answering with the order sends (the write returns the id). */
export async function orderDetailById(db: Db, orderId: number, clock: ViewClock): Promise<OrderDetail> {
  return orderDetail(db, await orderRowById(db, orderId), clock);
}

const searchText = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : undefined);

/** The list's query as a filter: the search's empty fields mean "any"; a code is searched in upper case. */
export function orderListFilterOf(query: OrderListQuery): OrderListFilter {
  const kode = searchText(query.kode)?.toUpperCase();
  const siswa = searchText(query.siswa);
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(kode ? { kode } : {}),
    ...(siswa ? { siswa } : {}),
    limit: query.limit ?? ORDER_PAGE_LIMIT,
  };
}

const hoursBefore = (nowMs: number, hours: number) => new Date(nowMs - hours * 3_600_000).toISOString();

type ListRow = OrderListRow;

/**
 * The page's rows: on the desk's first page also the late orders, read whatever their age, so
 * however many newer orders came after one it is never lost (one query, `firstPageRows`); later
 * pages follow the newest-first chain alone (the browser shows an order that comes again only once).
 */
async function pageRows(
  db: Db,
  filter: OrderListFilter,
  today: string,
  withStudent: boolean,
  nowMs: number,
): Promise<{ newest: ListRow[]; late: ListRow[] }> {
  const read = { ...filter, limit: filter.limit + 1 };
  if (!withStudent || filter.after !== undefined) return { newest: await orderListRows(db, read, today), late: [] };
  const cutoffs = {
    contactBefore: hoursBefore(nowMs, ADMIN_CONTACT_PROMISE_HOURS),
    proposalBefore: hoursBefore(nowMs, PROPOSAL_PROMISE_HOURS),
  };
  return firstPageRows(db, read, cutoffs, today);
}

/**
 * A page of orders, newest first by (created_at, id), and the cursor of the next page;
 * `withStudent` adds whose order it is (the admin's desk), and there the first page holds the orders
 * past one of the site's promises (`lateReason`) first, marked `terlambat`. An order enters
 * mencari_guru with the move that stamps its updated_at, which nothing else stamps in that state.
 */
export async function orderPage(
  db: Db,
  filter: OrderListFilter,
  today: string,
  withStudent: boolean,
  nowMs: number,
): Promise<OrderList> {
  const { newest, late } = await pageRows(db, filter, today, withStudent, nowMs);
  const page = pageOf(newest, filter.limit, (row) => row.created_at);
  const shown = new Set(page.rows.map((row) => row.id));
  const rows = [...page.rows, ...late.filter((row) => !shown.has(row.id))];
  const summaries = rows.map((row): OrderSummary => ({
    kode: row.kode,
    status: statusOf(row.status),
    paket: row.paket,
    jenjang: row.jenjang,
    sistem_pembelajaran: systemOf(row.sistem),
    total: row.total,
    dibuat: row.created_at,
    pertemuan_berikutnya: nextMeetingOf(row.berikutnya),
    guru: teacherContactOf(row),
    // a count: PostgreSQL answers it as text
    sisa_pertemuan: PAID_STATUSES.includes(row.status) ? Number(row.sisa_pertemuan ?? 0) : null,
    tawaran_guru:
      row.offered_teacher !== null && row.offer_until !== null
        ? { nama: row.offered_teacher, batas_jawab: row.offer_until }
        : null,
    ...(withStudent
      ? {
          siswa: row.siswa,
          terlambat: lateReason(
            { status: statusOf(row.status), since: row.status === 'mencari_guru' ? row.updated_at : row.created_at },
            nowMs,
          ),
        }
      : {}),
  }));
  // late first, each group newest first as read (sort is stable)
  const data = withStudent
    ? summaries.sort((a, b) => Number(Boolean(b.terlambat)) - Number(Boolean(a.terlambat)))
    : summaries;
  return { data, nextCursor: page.nextCursor };
}
