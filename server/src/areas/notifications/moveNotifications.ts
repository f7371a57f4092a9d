/** The notices of the declared moves (moves.ts): each person on each channel the table gives them. */
import { renewalAcceptedTexts, teacherChangeTexts } from '@tutor/rules';
import type { NotificationKind } from '@tutor/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { adminIds, orderAudience } from './data/audience';
import { queueWhatsApp, recipientsOf } from './data/notificationWrites';
import { LINKS } from './links';
import { channelsOf, type MoveName, type Person } from './moves';
import { recordNotifications, type NotificationDraft } from './notificationService';

type Trx = Transaction<Database>;

interface Notice {
  person: Person;
  userIds: readonly number[];
  kind: NotificationKind;
  text: string;
  link: string;
}

/** In-site rows, e-mails and the admin's WhatsApp messages of one move, as its declaration says. */
async function tell(trx: Trx, move: MoveName, notices: readonly Notice[], now: string, actor: number | null) {
  const drafts: NotificationDraft[] = notices.flatMap((notice) => {
    const channels = channelsOf(move, notice.person);
    if (!channels.includes('situs')) return [];
    return notice.userIds.map((userId) => ({
      userId,
      kind: notice.kind,
      text: notice.text,
      link: notice.link,
      email: channels.includes('email'),
    }));
  });
  await recordNotifications(trx, drafts, now, actor);
  const byWhatsApp = notices.filter((notice) => channelsOf(move, notice.person).includes('whatsapp_admin'));
  const people = await recipientsOf(trx, [...new Set(byWhatsApp.flatMap((notice) => notice.userIds))]);
  await queueWhatsApp(
    trx,
    byWhatsApp.flatMap((notice) =>
      notice.userIds.flatMap((userId) => {
        const person = people.get(userId);
        return person ? [{ recipient: person.whatsapp, body: `Halo ${person.nama}, ${notice.text}` }] : [];
      }),
    ),
    now,
  );
}

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
