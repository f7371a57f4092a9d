import type { OrderDraftBody, OrderStatus } from '@tutor/contract';
import { ORDER_MESSAGES, referralCommission } from '@tutor/rules';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { referrerOfStudent } from '../promotions';
import { appendCommission } from '../money';
import type { SessionUser } from '../../plugins/session';
import { hasEarlierOrder, idempotencyRow, orderRowByKode } from './data/orderReads';
import {
  appendHistory,
  attachIdempotencyKey,
  claimIdempotencyKey,
  insertOrder,
  insertOrderParts,
  lockStudent,
} from './data/orderWrites';
import { saveAddressIfMissing } from './data/studentProfileQueries';
import { checkDraft, type CheckedDraft } from './draftService';
import { draftHash } from './idempotency';
import { notifyOrderPlaced } from '../notifications';
import { actorLabel, canSeeOrder } from './policy';
import { recordAudit, SYSTEM_ACTOR } from '../audit';

/** A placed (201) or replayed (200) order's id: the route answers with its view. */
export type OrderOutcome = { status: 200 | 201; orderId: number } | { status: 400 | 404 | 409 | 422; message: string };

/** Thrown inside the transaction to roll back the key's claim with the refused draft. */
class DraftRefused extends Error {}

/** The order a key already made, or the refusal when the key came with another draft. */
async function replay(db: Kysely<Database>, userId: number, key: string, hash: string): Promise<OrderOutcome | null> {
  const existing = await idempotencyRow(db, userId, key);
  if (!existing) return null;
  if (existing.request_hash !== hash || existing.order_id === null)
    return { status: 422, message: ORDER_MESSAGES.idempotencyReused };
  return { status: 200, orderId: existing.order_id };
}

/**
 * Creates the order from a checked draft in one transaction. The idempotency key is claimed first
 * inside it: of two concurrent requests with one key, the second's claim waits for the first to
 * commit (PostgreSQL's unique index; SQLite runs one transaction at a time), finds the key taken,
 * writes nothing and answers the first one's order. Distinct keys are distinct orders (README,
 * "Concurrent submits"): the student's row is locked, so one student's orders are written one at a
 * time, and a draft priced as a first order or a later one (registration fee, referral code, 10% or
 * 5%) before another of their orders was written or cancelled is priced again under that lock.
 * Concurrent submits therefore make one order each on both databases, exactly one of them first.
 */
export async function createOrder(
  db: Kysely<Database>,
  user: SessionUser,
  key: string,
  body: OrderDraftBody,
  today: string,
  at: Date,
): Promise<OrderOutcome> {
  const hash = draftHash(body);
  const earlier = await replay(db, user.id, key, hash);
  if (earlier) return earlier;
  const checked = await checkDraft(db, user, body, today);
  if ('problem' in checked) return { status: 400, message: checked.problem };
  return placeCheckedOrder(db, user, key, hash, checked.draft, today, at);
}

/** How a new order starts: a wizard order waits for the admin; a renewal starts offered to its teacher. */
export interface OrderPlacement {
  status: OrderStatus;
  columns?: Pick<
    Insertable<OrderTable>,
    'renewal_of_order_id' | 'offer_teacher_id' | 'offer_teacher_user_id' | 'offer_until'
  >;
  note?: string;
}
const WIZARD_ORDER: OrderPlacement = { status: 'menunggu_konfirmasi' };

/**
 * Writes a checked draft as an order (see createOrder); exported so a test can hand it a stale
 * draft, and for the renewal, which places its own draft the same way.
 */
export async function placeCheckedOrder(
  db: Kysely<Database>,
  user: SessionUser,
  key: string,
  hash: string,
  checkedDraft: CheckedDraft,
  today: string,
  at: Date,
  placement: OrderPlacement = WIZARD_ORDER,
): Promise<OrderOutcome> {
  const { body } = checkedDraft;
  const now = nowIso(at);

  const created = db.transaction().execute(async (trx) => {
    if (
      !(await claimIdempotencyKey(trx, { user_id: user.id, idempotency_key: key, request_hash: hash, created_at: now }))
    )
      return null;
    await lockStudent(trx, user.id);
    const draft = await pricedNow(trx, user, checkedDraft, today);
    const address = draft.address;
    const order = await insertOrder(
      trx,
      {
        user_id: user.id,
        status: placement.status,
        paket_id: draft.paket.id,
        jenjang_id: body.jenjang_id,
        kurikulum_id: body.kurikulum_id ?? null,
        kelas: draft.kelas,
        sistem: body.sistem_pembelajaran,
        jumlah_siswa: body.jumlah_siswa,
        provinsi_id: address?.provinsi_id ?? null,
        kota_id: address?.kota_id ?? null,
        kecamatan_id: address?.kecamatan_id ?? null,
        alamat: address?.alamat_lengkap ?? null,
        tanggal_mulai_les: body.tanggal_mulai_les,
        waktu_les: JSON.stringify(body.waktu_les),
        jenis_kelamin_guru: body.jenis_kelamin_guru,
        catatan_guru: draft.catatan,
        kode_referral: draft.referral?.kode ?? null,
        referral_code_id: draft.referral?.id ?? null,
        rincian_biaya: JSON.stringify(draft.breakdown),
        harga_paket_akhir: draft.breakdown.harga_paket_akhir,
        total: draft.breakdown.total,
        created_at: now,
        updated_at: now,
        ...placement.columns,
      },
      today,
    );
    await insertOrderParts(trx, order.id, { subjects: draft.subjects, meetings: draft.meetings });
    await appendHistory(trx, {
      order_id: order.id,
      from_status: null,
      to_status: placement.status,
      actor_user_id: user.id,
      actor_label: actorLabel(user),
      created_at: now,
      note: placement.note ?? null,
    });
    // The first order's code earns 10%; each later order of the same student earns its referrer 5%.
    const referrer = draft.referral
      ? { owner_id: draft.referral.ownerId, referral_code_id: draft.referral.id }
      : draft.firstOrder
        ? undefined
        : await referrerOfStudent(trx, user.id);
    if (referrer) {
      const amount = referralCommission(draft.breakdown.harga_paket_akhir, draft.firstOrder);
      await appendCommission(trx, { ...referrer, order_id: order.id, jenis: 'komisi', amount, created_at: now });
      const after = { pemilik_kode: referrer.owner_id, jumlah: amount, status: 'tertunda' };
      // the commission is the referral rule's, not the student's act (the order's history names the student)
      await recordAudit(trx, {
        actor: SYSTEM_ACTOR,
        action: 'komisi.dicatat',
        object: 'pesanan',
        objectId: order.kode,
        after,
        at: now,
      });
    }
    if (address) {
      const { provinsi_id, kota_id, kecamatan_id, alamat_lengkap } = address;
      await saveAddressIfMissing(trx, user.id, { provinsi_id, kota_id, kecamatan_id, alamat_lengkap }, now);
    }
    await attachIdempotencyKey(trx, user.id, key, order.id);
    await notifyOrderPlaced(trx, order.id, now);
    return order.id;
  });
  const orderId = await created.catch((error: unknown) => {
    if (error instanceof DraftRefused) return { problem: error.message };
    throw error;
  });
  if (typeof orderId === 'object' && orderId !== null) return { status: 400, message: orderId.problem };

  if (orderId === null)
    return (await replay(db, user.id, key, hash)) ?? { status: 422, message: ORDER_MESSAGES.idempotencyReused };
  return { status: 201, orderId };
}

/**
 * The draft as priced now, under the student's lock: unchanged while "is this the first order?"
 * still has the answer it was priced with, else checked again (a referral code on what is now a
 * later order is refused, and the refusal rolls the key's claim back).
 */
async function pricedNow(
  trx: Transaction<Database>,
  user: SessionUser,
  draft: CheckedDraft,
  today: string,
): Promise<CheckedDraft> {
  if (draft.firstOrder !== (await hasEarlierOrder(trx, user.id))) return draft;
  const again = await checkDraft(trx, user, draft.body, today);
  if ('problem' in again) throw new DraftRefused(again.problem);
  return again.draft;
}

/** The order of this code if this account may see it. */
export async function visibleOrder(db: Kysely<Database>, user: SessionUser, kode: string) {
  const order = await orderRowByKode(db, kode.trim().toUpperCase());
  return order && canSeeOrder(user, order) ? order : undefined;
}
