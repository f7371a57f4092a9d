/**
 * The outbox's sender: delivers every e-mail row with sent_at null through SMTP (nodemailer,
 * `SMTP_URL`), or, without SMTP, writes it to the log and stamps it sent. A failed try is tried
 * again after a growing wait (`emailRetryDelayMs`); after `EMAIL_MAX_ATTEMPTS` tries the row is
 * marked failed, and the admin sees it among the pending messages. WhatsApp rows are not sent
 * here: the admin sends them by hand from the pending-messages page.
 */
import { EMAIL_MAX_ATTEMPTS, emailRetryDelayMs } from '@tutor/rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/connection';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { Mailer } from '../../lib/mailer';
import { startPeriodicJob } from '../../lib/periodicJob';
import { claimDueMail, markMailFailed, markMailSent } from './data/outboxClaims';
import { mailOfRow } from './emailMessage';
import { OUTBOX_BATCH, OUTBOX_LEASE_MS } from './policy';

export interface OutboxSender {
  db: Kysely<Database>;
  kind: DatabaseKind;
  now: () => Date;
  /** null: no SMTP_URL, the mail is written to the log */
  mailer: Mailer | null;
  /** the site address the links start with (PUBLIC_URL) */
  siteUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export type Delivery = 'terkirim' | 'dicoba_lagi' | 'gagal';

/** Claims and sends one due e-mail; undefined when none is due. */
export async function deliverOneMail(sender: OutboxSender): Promise<Delivery | undefined> {
  const at = sender.now();
  const claimed = await claimDueMail(
    sender.db,
    sender.kind,
    nowIso(at),
    nowIso(new Date(at.getTime() + OUTBOX_LEASE_MS)),
  );
  if (!claimed) return undefined;
  const mail = mailOfRow(claimed, sender.siteUrl);
  try {
    if (sender.mailer) await sender.mailer.send(mail);
    else
      sender.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'email (tanpa SMTP_URL, hanya dicatat)');
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    const after = sender.now();
    const givenUp = claimed.attempts >= EMAIL_MAX_ATTEMPTS;
    await markMailFailed(
      sender.db,
      claimed.id,
      nowIso(after),
      givenUp ? null : nowIso(new Date(after.getTime() + emailRetryDelayMs(claimed.attempts))),
      reason,
    );
    sender.log.warn(
      { outboxId: claimed.id, attempts: claimed.attempts, err: reason },
      givenUp ? 'email gagal dikirim, tidak dicoba lagi' : 'email gagal dikirim, akan dicoba lagi',
    );
    return givenUp ? 'gagal' : 'dicoba_lagi';
  }
  await markMailSent(sender.db, claimed.id, nowIso(sender.now()));
  return 'terkirim';
}

/** Sends what is due now, up to `limit` tries; answers what happened to each. */
export async function deliverDueMail(sender: OutboxSender, limit = OUTBOX_BATCH): Promise<Delivery[]> {
  const done: Delivery[] = [];
  while (done.length < limit) {
    const result = await deliverOneMail(sender);
    if (!result) break;
    done.push(result);
  }
  return done;
}

/** The sender in this process, every `intervalMs` (0: not here; another process may send). */
export function startOutboxWorker(app: FastifyInstance, sender: Omit<OutboxSender, 'log'>, intervalMs: number): void {
  startPeriodicJob(app, {
    intervalMs,
    failure: 'pengiriman email gagal',
    record: { db: sender.db, job: 'pesan_keluar', now: sender.now },
    run: async () => {
      const done = await deliverDueMail({ ...sender, log: app.log });
      if (done.length > 0)
        app.log.info({ tries: done.length, sent: done.filter((d) => d === 'terkirim').length }, 'outbox diproses');
    },
  });
}
