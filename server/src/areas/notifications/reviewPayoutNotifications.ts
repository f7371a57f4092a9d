/**
 * Who hears about reviews and referral payouts. Each is called inside the transaction of the act it
 * reports. These are not transitions of an order, a meeting, an opening, a renewal or an onboarding,
 * so they are not in the declared moves (moves.ts).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { formatRupiah } from '@tutor/rules';
import { adminIds, payoutPayee, reviewPeople } from './data/audience';
import { LINKS } from './links';
import { recordNotifications, type NotificationDraft } from './notificationService';

type Trx = Transaction<Database>;

const toAdmins = async (trx: Trx, draft: Omit<NotificationDraft, 'userId'>): Promise<NotificationDraft[]> =>
  (await adminIds(trx)).map((userId) => ({ ...draft, userId }));

/** A student reviewed a teacher; the admin hid a review or picked it for the home page. */
export async function notifyReview(
  trx: Trx,
  event: {
    reviewId: number;
    step: 'ditulis' | 'disembunyikan' | 'dijadikan_testimoni';
    reason?: string;
    actorUserId: number;
    now: string;
  },
): Promise<void> {
  const review = await reviewPeople(trx, event.reviewId);
  const teacher = (text: string): NotificationDraft[] =>
    review.teacher_user_id === null
      ? []
      : [{ userId: review.teacher_user_id, kind: 'ulasan', text, link: LINKS.teacherProfile }];
  const student = (text: string): NotificationDraft[] =>
    review.student_user_id === null || review.kode === null
      ? []
      : [{ userId: review.student_user_id, kind: 'ulasan', text, link: LINKS.studentOrder(review.kode) }];
  let drafts: NotificationDraft[];
  if (event.step === 'ditulis') {
    drafts = [
      ...teacher(`Siswa memberi Anda ulasan bintang ${review.rating}.`),
      ...(await toAdmins(trx, {
        kind: 'ulasan',
        text: `Ulasan baru bintang ${review.rating} untuk pesanan ${review.kode ?? ''}.`,
        link: LINKS.adminReviews,
        email: false,
      })),
    ];
  } else if (event.step === 'disembunyikan') {
    drafts = student(
      `Ulasan Anda untuk pesanan ${review.kode ?? ''} disembunyikan admin. Alasan: ${event.reason ?? ''}`,
    );
  } else {
    drafts = student(`Ulasan Anda untuk pesanan ${review.kode ?? ''} ditampilkan di halaman depan. Terima kasih!`);
  }
  await recordNotifications(trx, drafts, event.now, event.actorUserId);
}

/** A payout was requested (the admins pay it) or paid (its owner hears). */
export async function notifyPayout(
  trx: Trx,
  event: { payoutId: number; step: 'diminta' | 'dibayar'; actorUserId: number; now: string },
): Promise<void> {
  const payout = await payoutPayee(trx, event.payoutId);
  const amount = formatRupiah(payout.jumlah);
  const drafts =
    event.step === 'diminta'
      ? await toAdmins(trx, {
          kind: 'keuangan',
          text: `Permintaan pencairan ${amount} menunggu dibayar.`,
          link: LINKS.adminPayouts,
        })
      : [
          {
            userId: payout.user_id,
            kind: 'keuangan' as const,
            text: `Pencairan ${amount} sudah dibayar ke rekening Anda.`,
            link: LINKS.myReferral,
          },
        ];
  await recordNotifications(trx, drafts, event.now, event.actorUserId);
}
