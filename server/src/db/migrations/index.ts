import type { Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { referenceMigration } from './001_reference';
import { teachersMigration } from './002_teachers';
import { contentMigration } from './003_content';
import { commerceMigration } from './004_commerce';
import { activityMigration } from './005_activity';
import { outboxMigration } from './006_outbox';
import { accountsMigration } from './007_accounts';
import { teacherPhotosMigration } from './008_teacher_photos';

/**
 * Versioned migrations, applied in name order. Never edit a released one: add the next number.
 * The order wizard (orders, order_subjects, schedules) and the job board (job_openings,
 * job_applications) come as 007+ and reference packages, jenjang, curricula, classes, subjects,
 * regencies, districts, students, teachers, discounts and referral_codes defined here.
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
    '008_teacher_photos': teacherPhotosMigration(kind),
  };
}
