/**
 * The one way any area tells people about a transition: call `recordNotifications(trx, drafts, now)`
 * INSIDE the transaction of the transition, after its conditional move succeeded. The in-app rows and
 * their e-mails (outbox rows, sent later by the outbox worker) then commit or roll back with the
 * transition: a refused or lost transition notifies nobody.
 *
 * A transition of an order, a meeting, an opening, a renewal offer or an onboarding does not call
 * this directly: it is a declared move (moves.ts) and tells people through `tell` (tell.ts), which
 * calls this with the channels the move's declaration gives each person. Reviews and payouts
 * (reviewPayoutNotifications.ts) build their own drafts:
 *
 *   await recordNotifications(trx, [
 *     { userId: review.student_user_id, kind: 'ulasan', text: `Ulasan Anda ...`, link: `/siswa/pesanan/${kode}` },
 *   ], now);
 */
import type { NotificationKind } from '@tutor/contract';
import { truncateText } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { emailOptOutsOf, insertNotifications, queueEmails, recipientsOf } from './data/notificationWrites';

export interface NotificationDraft {
  /** the account told (never the person who acted: pass `except` to drop them) */
  userId: number;
  kind: NotificationKind;
  /** short Indonesian text, shown in the bell and as the e-mail's first line */
  text: string;
  /** the site path where the person acts, e.g. /siswa/pesanan/PP-2611-7K3Q */
  link: string;
  /** false: in the site only, never by e-mail (default: e-mail too, unless the person turned the kind off) */
  email?: boolean;
}

const SUBJECT_MAX = 90;

/**
 * Writes the notifications and, for those with an e-mail form, the outbox rows, in the caller's
 * transaction. The same person told the same text twice in one call gets it once; `except` (the
 * acting user) gets nothing, since they already see what they did.
 */
export async function recordNotifications(
  trx: Transaction<Database>,
  drafts: readonly NotificationDraft[],
  now: string,
  except: number | null = null,
): Promise<void> {
  const seen = new Set<string>();
  const kept = drafts.filter((draft) => {
    const key = `${draft.userId}\n${draft.text}`;
    if (draft.userId === except || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (kept.length === 0) return;
  await insertNotifications(
    trx,
    kept.map((draft) => ({
      user_id: draft.userId,
      kind: draft.kind,
      text: draft.text,
      link: draft.link,
      created_at: now,
    })),
  );
  const mailed = kept.filter((draft) => draft.email !== false);
  if (mailed.length === 0) return;
  const userIds = [...new Set(mailed.map((draft) => draft.userId))];
  const [people, optOuts] = await Promise.all([recipientsOf(trx, userIds), emailOptOutsOf(trx, userIds)]);
  const emails = mailed.flatMap((draft) => {
    const person = people.get(draft.userId);
    if (!person || optOuts.has(`${draft.userId}:${draft.kind}`)) return [];
    return [
      {
        recipient: person.email,
        subject: `Pintar Privat: ${truncateText(draft.text, SUBJECT_MAX)}`,
        body: `Halo ${person.nama},\n\n${draft.text}`,
        link: draft.link,
      },
    ];
  });
  await queueEmails(trx, emails, now);
}
