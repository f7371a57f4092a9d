import type { Kysely, Migration } from 'kysely';

/**
 * The student's reason of the order's latest teacher change, kept on the order so the admin's
 * answer carries it (`alasan_ganti_guru`) without reading it back out of a history note's words.
 * Orders changed before this migration get it from that note.
 */
export const teacherChangeReasonMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('orders').addColumn('teacher_change_reason', 'text').execute();
    // the note's words as 016-025 wrote them (changeNotes.teacherChange); the latest row of an order wins
    const prefix = 'Ganti guru diminta siswa. Alasan: ';
    const notes: { order_id: number; note: string }[] = await db
      .selectFrom('order_history')
      .select(['order_id', 'note'])
      .where('note', 'like', `${prefix}%`)
      .orderBy('id')
      .execute();
    const latest = new Map(notes.map((row) => [row.order_id, row.note.slice(prefix.length)]));
    for (const [orderId, reason] of latest)
      await db.updateTable('orders').set({ teacher_change_reason: reason }).where('id', '=', orderId).execute();
  },
};
