/**
 * Who hears about an order's moves and its opening, in which words (moves.ts declares who and on
 * which channels). Called inside the move's transaction, after everything the transition writes
 * about applications, so the teachers it names (proposed, chosen, not chosen) are read in their
 * new state. The actor is not told.
 */
import { newTeacherChosenAdminText, paidCancelTexts, renewalOfferTexts } from '@tutor/rules';
import type { OrderStatus } from '@tutor/contract';
import { adminIds, orderAudience, renewalOfferAudience } from './data/audience';
import { LINKS } from './links';
import type { MoveName } from './moves';
import { tell, type Notice, type Trx } from './tell';

/**
 * A new order: the admins confirm it, the student is told when to expect the admin. A renewal
 * skips the admin's confirmation and goes to its previous teacher first, so it says so instead.
 */
export async function notifyOrderPlaced(trx: Trx, orderId: number, now: string): Promise<void> {
  const order = await orderAudience(trx, orderId);
  const admins = await adminIds(trx);
  const student = {
    person: 'siswa',
    userIds: [order.user_id],
    kind: 'pesanan',
    link: LINKS.studentOrder(order.kode),
  } as const;
  const toAdmins = { person: 'admin', userIds: admins, kind: 'pesanan', link: LINKS.adminOrder(order.kode) } as const;
  const renewal = await renewalOfferAudience(trx, orderId);
  if (renewal) {
    const texts = renewalOfferTexts(renewal);
    await tell(
      trx,
      'renewalOffered',
      [
        { ...student, text: texts.siswa },
        {
          person: 'guru',
          userIds: [renewal.teacherUserId],
          kind: 'lamaran',
          text: texts.guru,
          link: LINKS.teacherSchedule,
        },
        { ...toAdmins, text: texts.admin },
      ],
      now,
      null,
    );
    return;
  }
  await tell(
    trx,
    'orderPlaced',
    [
      { ...student, text: `Pesanan ${order.kode} kami terima. Admin akan menghubungi Anda dalam 1x24 jam.` },
      { ...toAdmins, text: `Pesanan baru ${order.kode} menunggu konfirmasi.` },
    ],
    now,
    null,
  );
}

type OrderMove = Extract<
  MoveName,
  | 'orderConfirmed'
  | 'teachersProposed'
  | 'teacherChosen'
  | 'newTeacherChosen'
  | 'paymentRecorded'
  | 'orderFinished'
  | 'orderCancelled'
  | 'paidOrderCancelled'
>;

/** The declared move an order's status change is: the same `to` means another move after a teacher change. */
function orderMoveOf(from: string, to: OrderStatus): OrderMove {
  const byTarget: Partial<Record<OrderStatus, OrderMove>> = {
    mencari_guru: 'orderConfirmed',
    guru_diusulkan: 'teachersProposed',
    menunggu_pembayaran: 'teacherChosen',
    aktif: from === 'guru_diusulkan' ? 'newTeacherChosen' : 'paymentRecorded',
    selesai: 'orderFinished',
    dibatalkan: from === 'aktif' ? 'paidOrderCancelled' : 'orderCancelled',
  };
  const move = byTarget[to];
  if (!move || (to === 'mencari_guru' && from !== 'menunggu_konfirmasi'))
    throw new Error(`no declared move for an order moving ${from} → ${to} (notifications/moves.ts)`);
  return move;
}

/**
 * An order moved `from` → `to` by the admin's transition, the student's choice or cancel, or its
 * last meeting. The teacher change and the renewal's moves have their own functions (moveNotifications.ts).
 */
export async function notifyOrderMoved(
  trx: Trx,
  change: { orderId: number; from: string; to: string; actorUserId: number | null; now: string },
): Promise<void> {
  const move = orderMoveOf(change.from, change.to as OrderStatus);
  const order = await orderAudience(trx, change.orderId);
  const { kode } = order;
  const student = (text: string): Notice => ({
    person: 'siswa',
    userIds: [order.user_id],
    kind: 'pesanan',
    text,
    link: LINKS.studentOrder(kode),
  });
  const admins = async (text: string): Promise<Notice> => ({
    person: 'admin',
    userIds: await adminIds(trx),
    kind: 'pesanan',
    text,
    link: LINKS.adminOrder(kode),
  });
  /** The teachers whose application is in `status` (`changedNow`: moved into it by this very move). */
  const teachers = (
    person: 'guru' | 'pelamar',
    status: string,
    text: string,
    link: string,
    options: { changedNow?: boolean; kind?: 'lamaran' | 'pesanan' } = {},
  ): Notice => ({
    person,
    userIds: order.applications
      .filter((row) => row.status === status && (!options.changedNow || row.updated_at === change.now))
      .map((row) => row.teacher_user_id),
    kind: options.kind ?? 'lamaran',
    text,
    link,
  });
  const notChosen = () =>
    teachers(
      'pelamar',
      'tidak_dipilih',
      `Lamaran Anda untuk lowongan ${kode} tidak dipilih.`,
      LINKS.teacherApplications,
      {
        changedNow: true,
      },
    );
  const scheduleMade = () =>
    teachers(
      'guru',
      'diterima',
      `Pesanan ${kode} sudah dibayar. Jadwal mengajar Anda sudah dibuat.`,
      LINKS.teacherSchedule,
      {
        kind: 'pesanan',
      },
    );

  const notices: Record<OrderMove, () => Promise<Notice[]>> = {
    orderConfirmed: async () => [
      student(`Pesanan ${kode} sudah dikonfirmasi. Kami sedang mencarikan guru untuk Anda.`),
    ],
    teachersProposed: async () => [
      student(`Admin mengusulkan guru untuk pesanan ${kode}. Silakan pilih guru Anda.`),
      teachers(
        'guru',
        'diusulkan',
        `Anda diusulkan kepada siswa untuk lowongan ${kode}. Tunggu pilihan siswa.`,
        LINKS.teacherApplications,
      ),
    ],
    teacherChosen: async () => [
      await admins(`Siswa memilih guru untuk pesanan ${kode}. Catat pembayaran pertamanya.`),
      teachers(
        'guru',
        'diterima',
        `Anda dipilih siswa untuk lowongan ${kode}. Les dimulai setelah pembayaran.`,
        LINKS.teacherApplications,
      ),
      notChosen(),
    ],
    newTeacherChosen: async () => [scheduleMade(), await admins(newTeacherChosenAdminText(kode)), notChosen()],
    paymentRecorded: async () => [
      student(`Pembayaran pesanan ${kode} tercatat. Jadwal pertemuan Anda sudah dibuat.`),
      scheduleMade(),
    ],
    orderFinished: async () => [
      student(`Semua pertemuan pesanan ${kode} selesai. Beri ulasan untuk guru Anda.`),
      teachers('guru', 'diterima', `Pesanan ${kode} selesai. Terima kasih sudah mengajar.`, LINKS.teacherSchedule, {
        kind: 'pesanan',
      }),
    ],
    orderCancelled: async () => [
      student(`Pesanan ${kode} dibatalkan.`),
      await admins(`Pesanan ${kode} dibatalkan.`),
      teachers(
        'pelamar',
        'tidak_dipilih',
        `Lowongan ${kode} ditutup karena pesanannya dibatalkan.`,
        LINKS.teacherApplications,
        {
          changedNow: true,
        },
      ),
    ],
    paidOrderCancelled: async () => {
      const texts = paidCancelTexts(kode);
      return [
        student(texts.siswa),
        await admins(texts.admin),
        teachers('guru', 'diterima', texts.guru, LINKS.teacherSchedule, { kind: 'pesanan' }),
      ];
    },
  };
  await tell(trx, move, await notices[move](), change.now, change.actorUserId);
}

/** A teacher applied to an opening: the admins may propose them. */
export async function notifyApplication(
  trx: Trx,
  application: { orderId: number; teacherName: string },
  now: string,
): Promise<void> {
  const order = await orderAudience(trx, application.orderId);
  await tell(
    trx,
    'applied',
    [
      {
        person: 'admin',
        userIds: await adminIds(trx),
        kind: 'lamaran',
        text: `${application.teacherName} melamar lowongan ${order.kode}.`,
        link: LINKS.adminOrder(order.kode),
      },
    ],
    now,
    null,
  );
}
