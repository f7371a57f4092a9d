import type { Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { referenceMigration } from './001_reference';
import { teachersMigration } from './002_teachers';
import { contentMigration } from './003_content';
import { commerceMigration } from './004_commerce';
import { activityMigration } from './005_activity';
import { outboxMigration } from './006_outbox';
import { accountsMigration } from './007_accounts';
import { ordersMigration } from './008_orders';
import { lifecycleMigration } from './009_lifecycle';
import { referralLedgerMigration } from './010_referral_ledger';
import { teacherPhotosMigration } from './011_teacher_photos';
import { meetingsMigration } from './012_meetings';
import { rescheduleMigration } from './013_reschedule';
import { reviewsMigration } from './014_reviews';
import { moneyLedgerMigration } from './015_money_ledger';
import { changesMigration } from './016_changes';
import { onboardingMigration } from './018_onboarding';
import { notificationsMigration } from './017_notifications';
import { remoteVersionsMigration } from './019_remote_versions';
import { listPagingMigration } from './020_list_paging';
import { searchTrigramsMigration } from './021_search_trigrams';
import { meetingsByTeacherMigration } from './022_meetings_by_teacher';
import { orderCodeStartMigration } from './023_order_code_start';
import { calendarCancellationsMigration } from './025_calendar_cancellations';
import { teacherChangeReasonMigration } from './026_teacher_change_reason';
import { videoRoomsMigration } from './028_video_rooms';
import { jobRunsMigration } from './030_job_runs';
import { discountClaimWithoutVoucherMigration } from './035_discount_claim_without_voucher';
import { twoStepLoginMigration } from './045_two_step_login';
import { auditLogMigration } from './050_audit_log';
import { personalDataMigration } from './055_personal_data';
import { paymentChargesMigration } from './060_payment_charges';
import { paymentChargeLinksMigration } from './061_payment_charge_links';
import { chargeAdminNoticeMigration } from './070_charge_admin_notice';
import { packagePeriodsMigration } from './075_package_periods';

/**
 * Versioned migrations, applied in name order. Never edit a released one: add the next number.
 * 009 adds the job board's applications and the recorded payments to the orders of 008; 010 the
 * referral payout requests; 012 the meetings of paid orders and the calendar feeds; 013 the pending
 * reschedule proposal of a meeting; 014 students' reviews and their history;
 * 015 folds the referral ledger into one money ledger (commission and teacher pay) with one payouts table;
 * 016 renewals with their offer to the same teacher, and a note on order history rows;
 * 018 the teacher onboarding pipeline (appointments, assessment, history, CV and certificate);
 * 017 notifications, e-mail opt-outs and the outbox's delivery state;
 * 019 page views and front-end errors per remote build and minute (canary releases);
 * 020 the indexes of the lists read a page at a time by (timestamp, id);
 * 021 trigram indexes for the desk's search by a part of a code or a name (PostgreSQL only);
 * 022 a teacher's meetings by their teachers row and day (the clash checks);
 * 023 the start of an order code, searched as a prefix (PostgreSQL);
 * 025 the meetings each person's calendar feed keeps sending as cancelled (taken from them by a move);
 * 026 the student's reason of an order's latest teacher change;
 * 028 the video room of each meeting (Online lessons), a stored random token;
 * 030 when each background job last succeeded (its lag on /metrics, one scheduled backup per period);
 * 035 the discount claim without its personal voucher (the 25% is in every price, no code);
 * 045 two-step login (secrets, recovery codes, pending logins) and each session's device and last use;
 * 050 the audit log of admin acts and money moves, append-only (triggers refuse UPDATE and DELETE);
 * 055 personal data: the accepted policy version and time, who holds a student account, when it was deleted.
 * 060 online payment charges (Midtrans); 061 a payment's charge and refunds as rows of their own.
 * 070 which notices about a charge the admins were sent (each kind once, however often Midtrans repeats).
 * 075 the months a package's meetings count over (the site's "/ bulan", "/ 6 bulan").
 */
export function allMigrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '001_reference': referenceMigration(kind),
    '002_teachers': teachersMigration(kind),
    '003_content': contentMigration(kind),
    '004_commerce': commerceMigration(kind),
    '005_activity': activityMigration(kind),
    '006_outbox': outboxMigration(kind),
    '007_accounts': accountsMigration(kind),
    '008_orders': ordersMigration(kind),
    '009_lifecycle': lifecycleMigration(kind),
    '010_referral_ledger': referralLedgerMigration(kind),
    '011_teacher_photos': teacherPhotosMigration(kind),
    '012_meetings': meetingsMigration(kind),
    '013_reschedule': rescheduleMigration,
    '014_reviews': reviewsMigration(kind),
    '015_money_ledger': moneyLedgerMigration(kind),
    '016_changes': changesMigration,
    '018_onboarding': onboardingMigration(kind),
    '017_notifications': notificationsMigration(kind),
    '019_remote_versions': remoteVersionsMigration,
    '020_list_paging': listPagingMigration,
    '021_search_trigrams': searchTrigramsMigration(kind),
    '022_meetings_by_teacher': meetingsByTeacherMigration,
    '023_order_code_start': orderCodeStartMigration(kind),
    '025_calendar_cancellations': calendarCancellationsMigration(kind),
    '026_teacher_change_reason': teacherChangeReasonMigration,
    '028_video_rooms': videoRoomsMigration(kind),
    '030_job_runs': jobRunsMigration,
    '035_discount_claim_without_voucher': discountClaimWithoutVoucherMigration(kind),
    '045_two_step_login': twoStepLoginMigration,
    '050_audit_log': auditLogMigration(kind),
    '055_personal_data': personalDataMigration,
    '060_payment_charges': paymentChargesMigration,
    '061_payment_charge_links': paymentChargeLinksMigration,
    '070_charge_admin_notice': chargeAdminNoticeMigration,
    '075_package_periods': packagePeriodsMigration,
  };
}
