/** Notifications (017): each person's in-app notifications and the kinds they get in the site only. */
import type { ColumnType, Generated } from 'kysely';

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  /** a NotificationKind of @tutor/contract */
  kind: string;
  text: string;
  /** the site path where the person acts */
  link: string;
  created_at: string;
  read_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NotificationEmailOptOutTable {
  user_id: number;
  kind: string;
}
