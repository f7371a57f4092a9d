/**
 * Erasing a deleted account, area by area: each table is written by its owner (issue 49,
 * docs/architecture/table-owners.md), and the deletion calls them all inside its one transaction,
 * in this order, so the erasure stays atomic. Privacy itself writes no table.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { eraseSignInsOf, eraseTeacherProfileOf } from '../accounts';
import { anonymiseMeetingActor, eraseCalendarOf } from '../lessons';
import { anonymiseReferralOwnerOf } from '../money';
import { eraseNotificationsOf, eraseQueuedMessagesTo } from '../notifications';
import { eraseTeacherDocumentsOf } from '../onboarding';
import { anonymiseOrderActor, eraseStudentDataOf } from '../orders';
import { eraseSignUpsOf } from '../promotions';
import { anonymiseReviewActor, anonymiseReviewerOf } from '../reviews';

type Trx = Transaction<Database>;

/** What identified the person outside `users`: addresses, names kept in other rows, sign-ups, messages. */
export async function eraseTraces(trx: Trx, user: { id: number; email: string; whatsapp: string }): Promise<void> {
  const { id } = user;
  await eraseSignInsOf(trx, id);
  await eraseCalendarOf(trx, id);
  await eraseNotificationsOf(trx, id);
  // the orders stay (the law on records); the home address and the note to the teacher go
  await eraseStudentDataOf(trx, id);
  await anonymiseReviewerOf(trx, id);
  await anonymiseReferralOwnerOf(trx, id);
  await anonymiseOrderActor(trx, id);
  await anonymiseMeetingActor(trx, id);
  await anonymiseReviewActor(trx, id);
  await eraseSignUpsOf(trx, user);
  await eraseQueuedMessagesTo(
    trx,
    [user.email, user.whatsapp].filter((recipient) => recipient !== ''),
  );
}

/** A teacher's public face: out of search, name and photo gone, documents (the files are rows) deleted. */
export async function eraseTeacher(trx: Trx, userId: number, teacherId: number): Promise<void> {
  await eraseTeacherProfileOf(trx, teacherId);
  await eraseTeacherDocumentsOf(trx, userId);
}
