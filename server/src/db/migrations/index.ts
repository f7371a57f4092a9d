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

/**
 * Versioned migrations, applied in name order. Never edit a released one: add the next number.
 * The job board (job_openings, job_applications) comes as 009+ and references packages, jenjang,
 * subjects, regencies, teachers and the orders of 008.
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
  };
}
