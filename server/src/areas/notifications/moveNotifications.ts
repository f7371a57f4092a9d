/** The notices of a teacher change and of a renewal offer's answers (moves.ts declares who hears, on which channels). */
import { renewalAcceptedTexts, renewalClosedTexts, teacherChangeTexts } from '@tutor/rules';
import { adminIds, orderAudience } from './data/audience';
import { recipientsOf } from './data/notificationWrites';
import { LINKS } from './links';
import { tell, type Trx } from './tell';

/**
 * Ganti guru: the replaced teacher learns that his coming meetings are no longer his, the admins
 * get the student's reason (and a WhatsApp message to send the teacher). The student acted.
 */
export async function notifyTeacherChanged(
  trx: Trx,
  change: { orderId: number; replacedUserIds: readonly number[]; alasan: string; actorUserId: number; now: string },
): Promise<void> {
  const order = await orderAudience(trx, change.orderId);
  const replaced = await recipientsOf(trx, change.replacedUserIds);
  const texts = teacherChangeTexts({
    kode: order.kode,
    guru: [...replaced.values()].map((person) => person.nama).join(', ') || '-',
    alasan: change.alasan,
  });
  await tell(
    trx,
    'teacherChange',
    [
      {
        person: 'guru_lama',
        userIds: change.replacedUserIds,
        kind: 'pesanan',
        text: texts.guru,
        link: LINKS.teacherSchedule,
      },
      {
        person: 'admin',
        userIds: await adminIds(trx),
        kind: 'pesanan',
        text: texts.admin,
        link: LINKS.adminOrder(order.kode),
      },
    ],
    change.now,
    change.actorUserId,
  );
}

/** A renewal accepted by its previous teacher: the student is asked to pay, the admins to record it. */
export async function notifyRenewalAccepted(
  trx: Trx,
  accepted: { orderId: number; guru: string; actorUserId: number; now: string },
): Promise<void> {
  const order = await orderAudience(trx, accepted.orderId);
  const texts = renewalAcceptedTexts({ kode: order.kode, guru: accepted.guru });
  await tell(
    trx,
    'renewalAccepted',
    [
      {
        person: 'siswa',
        userIds: [order.user_id],
        kind: 'pesanan',
        text: texts.siswa,
        link: LINKS.studentOrder(order.kode),
      },
      {
        person: 'admin',
        userIds: await adminIds(trx),
        kind: 'pesanan',
        text: texts.admin,
        link: LINKS.adminOrder(order.kode),
      },
    ],
    accepted.now,
    accepted.actorUserId,
  );
}

/**
 * A renewal offer closed without its teacher: refused by them (they acted) or lapsed after its
 * 2x24 hours (the job; the teacher hears it is gone). The student learns another teacher is
 * looked for; the admins, that the renewal is an ordinary opening now.
 */
export async function notifyRenewalClosed(
  trx: Trx,
  closed: {
    orderId: number;
    teacherUserId: number;
    why: 'ditolak' | 'kedaluwarsa';
    actorUserId: number | null;
    now: string;
  },
): Promise<void> {
  const order = await orderAudience(trx, closed.orderId);
  const teacher = (await recipientsOf(trx, [closed.teacherUserId])).get(closed.teacherUserId);
  const texts = renewalClosedTexts({ kode: order.kode, guru: teacher?.nama ?? '-' }, closed.why);
  const student = {
    person: 'siswa',
    userIds: [order.user_id],
    kind: 'pesanan',
    text: texts.siswa,
    link: LINKS.studentOrder(order.kode),
  } as const;
  const admins = {
    person: 'admin',
    userIds: await adminIds(trx),
    kind: 'pesanan',
    text: texts.admin,
    link: LINKS.adminOrder(order.kode),
  } as const;
  if (closed.why === 'ditolak') {
    await tell(trx, 'renewalRefused', [student, admins], closed.now, closed.actorUserId);
    return;
  }
  const guru = {
    person: 'guru',
    userIds: [closed.teacherUserId],
    kind: 'lamaran',
    text: texts.guru,
    link: LINKS.teacherSchedule,
  } as const;
  await tell(trx, 'renewalLapsed', [student, guru, admins], closed.now, closed.actorUserId);
}
