/** The one way a declared move tells people: each notice on the channels the move's declaration gives its person. */
import type { NotificationKind } from '@tutor/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { queueWhatsApp, recipientsOf } from './data/notificationWrites';
import { channelsOf, type MoveName, type Person } from './moves';
import { recordNotifications, type NotificationDraft } from './notificationService';

export type Trx = Transaction<Database>;

/** What one person (or each account of one part, e.g. every admin) is told about a move, and where they act on it. */
export interface Notice {
  person: Person;
  userIds: readonly number[];
  kind: NotificationKind;
  text: string;
  link: string;
}

/**
 * In-site rows, e-mails and the admin's WhatsApp messages of one move, as its declaration says, in
 * the move's transaction. The acting account is told nothing. A notice for a person the move does
 * not declare is a programming error (the table and the code disagree): it throws, and the move's
 * test fails.
 */
export async function tell(
  trx: Trx,
  move: MoveName,
  notices: readonly Notice[],
  now: string,
  actor: number | null,
): Promise<void> {
  for (const notice of notices)
    if (channelsOf(move, notice.person).length === 0)
      throw new Error(`move ${move} does not declare ${notice.person} (notifications/moves.ts)`);
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
        return person && userId !== actor
          ? [{ recipient: person.whatsapp, body: `Halo ${person.nama}, ${notice.text}` }]
          : [];
      }),
    ),
    now,
  );
}
