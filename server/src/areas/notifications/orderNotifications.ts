/** Who hears about an order's moves, and in which words. Called inside the move's transaction. */
import { ORDER_STATUS_LABELS, renewalOfferTexts } from '@tutor/rules';
import type { OrderStatus } from '@tutor/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { adminIds, orderAudience, renewalOfferAudience } from './data/audience';
import { LINKS } from './links';
import { recordNotifications, type NotificationDraft } from './notificationService';

type Trx = Transaction<Database>;

/**
 * A new order: the admins confirm it, the student is told when to expect the admin. A renewal
 * skips the admin's confirmation and goes to its previous teacher first, so it says so instead.
 */
export async function notifyOrderPlaced(trx: Trx, orderId: number, now: string): Promise<void> {
  const order = await orderAudience(trx, orderId);
  const admins = await adminIds(trx);
  const renewal = await renewalOfferAudience(trx, orderId);
  if (renewal) {
    const texts = renewalOfferTexts(renewal);
    await recordNotifications(
      trx,
      [
        { userId: order.user_id, kind: 'pesanan', text: texts.siswa, link: LINKS.studentOrder(order.kode) },
        { userId: renewal.teacherUserId, kind: 'lamaran', text: texts.guru, link: LINKS.teacherSchedule },
        ...admins.map((userId): NotificationDraft => ({
          userId,
          kind: 'pesanan',
          text: texts.admin,
          link: LINKS.adminOrder(order.kode),
        })),
      ],
      now,
    );
    return;
  }
  await recordNotifications(
    trx,
    [
      {
        userId: order.user_id,
        kind: 'pesanan',
        text: `Pesanan ${order.kode} kami terima. Admin akan menghubungi Anda dalam 1x24 jam.`,
        link: LINKS.studentOrder(order.kode),
      },
      ...admins.map((userId): NotificationDraft => ({
        userId,
        kind: 'pesanan',
        text: `Pesanan baru ${order.kode} menunggu konfirmasi.`,
        link: LINKS.adminOrder(order.kode),
      })),
    ],
    now,
  );
}

/**
 * An order moved `from` → `to` (any transition: the admin's, the student's, the last meeting's).
 * Call it after everything the transition writes about applications, so the teachers it names
 * (proposed, chosen, not chosen) are read in their new state. The actor is not told.
 */
export async function notifyOrderMoved(
  trx: Trx,
  move: { orderId: number; from: string; to: string; actorUserId: number | null; now: string },
): Promise<void> {
  const order = await orderAudience(trx, move.orderId);
  const { kode } = order;
  const student = (text: string): NotificationDraft => ({
    userId: order.user_id,
    kind: 'pesanan',
    text,
    link: LINKS.studentOrder(kode),
  });
  const teachers = (status: string, text: string, link: string, changedNow = false): NotificationDraft[] =>
    order.applications
      .filter((application) => application.status === status && (!changedNow || application.updated_at === move.now))
      .map((application) => ({ userId: application.teacher_user_id, kind: 'lamaran', text, link }));
  const admins = async (text: string): Promise<NotificationDraft[]> =>
    (await adminIds(trx)).map((userId) => ({ userId, kind: 'pesanan', text, link: LINKS.adminOrder(kode) }));

  let drafts: NotificationDraft[];
  switch (move.to as OrderStatus) {
    case 'mencari_guru':
      drafts =
        move.from === 'menunggu_konfirmasi'
          ? [student(`Pesanan ${kode} sudah dikonfirmasi. Kami sedang mencarikan guru untuk Anda.`)]
          : [
              student(`Pesanan ${kode} kembali mencari guru.`),
              ...(await admins(`Pesanan ${kode} kembali mencari guru.`)),
            ];
      break;
    case 'guru_diusulkan':
      drafts = [
        student(`Admin mengusulkan guru untuk pesanan ${kode}. Silakan pilih guru Anda.`),
        ...teachers(
          'diusulkan',
          `Anda diusulkan kepada siswa untuk lowongan ${kode}. Tunggu pilihan siswa.`,
          LINKS.teacherApplications,
        ),
      ];
      break;
    case 'menunggu_pembayaran':
      drafts = [
        ...(await admins(`Siswa memilih guru untuk pesanan ${kode}. Catat pembayaran pertamanya.`)),
        ...teachers(
          'diterima',
          `Anda dipilih siswa untuk lowongan ${kode}. Les dimulai setelah pembayaran.`,
          LINKS.teacherApplications,
        ),
        ...teachers(
          'tidak_dipilih',
          `Lamaran Anda untuk lowongan ${kode} tidak dipilih.`,
          LINKS.teacherApplications,
          true,
        ),
      ];
      break;
    case 'aktif':
      drafts = [
        student(`Pembayaran pesanan ${kode} tercatat. Jadwal pertemuan Anda sudah dibuat.`),
        ...teachers(
          'diterima',
          `Pesanan ${kode} sudah dibayar. Jadwal mengajar Anda sudah dibuat.`,
          LINKS.teacherSchedule,
        ).map((draft) => ({ ...draft, kind: 'pesanan' as const })),
      ];
      break;
    case 'selesai':
      drafts = [
        student(`Semua pertemuan pesanan ${kode} selesai. Beri ulasan untuk guru Anda.`),
        ...teachers('diterima', `Pesanan ${kode} selesai. Terima kasih sudah mengajar.`, LINKS.teacherSchedule).map(
          (draft) => ({ ...draft, kind: 'pesanan' as const }),
        ),
      ];
      break;
    case 'dibatalkan':
      drafts = [
        student(`Pesanan ${kode} dibatalkan.`),
        ...(await admins(`Pesanan ${kode} dibatalkan.`)),
        ...teachers(
          'tidak_dipilih',
          `Lowongan ${kode} ditutup karena pesanannya dibatalkan.`,
          LINKS.teacherApplications,
          true,
        ),
      ];
      break;
    default:
      drafts = [student(`Status pesanan ${kode}: ${ORDER_STATUS_LABELS[move.to as OrderStatus] ?? move.to}.`)];
  }
  await recordNotifications(trx, drafts, move.now, move.actorUserId);
}
