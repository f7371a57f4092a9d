/**
 * What a running site has beside its orders, for the list bench (PostgreSQL): teacher accounts for
 * the seeded teachers, an accepted application on every paid order, and the meetings of paid
 * orders (their schedules: a done order's all held, an active one's first two). The demo teacher
 * is chosen for a few of the orders they applied to (a busy teacher's load, not one in twenty).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/** The demo teacher is chosen for the paid orders among theirs whose id is a multiple of this (~25 of 1,000,000). */
const DEMO_TEACHER_CHOSEN_EVERY = 40_000;
const PAID = sql`('aktif', 'selesai')`;

/** The demo teacher's applications (one order in twenty): accepted, not chosen or waiting by the order's state. */
export async function seedDemoApplications(db: Kysely<Database>, teacherUserId: number): Promise<void> {
  await sql`insert into order_applications (order_id, teacher_user_id, teacher_id, status, catatan, created_at, updated_at)
    select o.id, ${teacherUserId}, u.teacher_id,
      case when o.status not in ${PAID} then 'menunggu' when o.id % ${DEMO_TEACHER_CHOSEN_EVERY} = 0 then 'diterima' else 'tidak_dipilih' end,
      'Siap mengajar', o.created_at, o.created_at
    from orders o, users u where u.id = ${teacherUserId} and o.kode like 'PB-%' and o.id % 20 = 0 on conflict do nothing`.execute(
    db,
  );
}

/** An account per seeded teacher that has none (copied from the demo teacher's), then the other paid orders' choices and every paid order's meetings. */
export async function seedLessons(db: Kysely<Database>, teacherUserId: number): Promise<void> {
  await sql`insert into users (nama, email, whatsapp, role, status, password_hash, teacher_id, created_at)
    select t.nama, 'bench.guru' || t.id || '@contoh.id', '62899' || lpad(t.id::text, 8, '0'), u.role, u.status, u.password_hash, t.id, u.created_at
    from teachers t, users u where u.id = ${teacherUserId} and not exists (select 1 from users x where x.teacher_id = t.id) order by t.id`.execute(
    db,
  );
  await sql`create temporary table bench_teachers as
    select row_number() over (order by id) - 1 as n, id as user_id, teacher_id from users where teacher_id is not null and id <> ${teacherUserId}`.execute(
    db,
  );
  await sql`insert into order_applications (order_id, teacher_user_id, teacher_id, status, catatan, created_at, updated_at)
    select o.id, b.user_id, b.teacher_id, 'diterima', 'Siap mengajar', o.created_at, o.created_at
    from orders o join bench_teachers b on b.n = o.id % (select count(*) from bench_teachers)
    where o.kode like 'PB-%' and o.status in ${PAID} and not (o.id % 20 = 0 and o.id % ${DEMO_TEACHER_CHOSEN_EVERY} = 0)`.execute(
    db,
  );
  await sql`insert into meetings (order_id, nomor, tanggal, jam, mata_pelajaran, teacher_id, teacher_user_id, status, created_at, updated_at)
    select order_id, nomor, tanggal, jam, mata_pelajaran, teacher_id, teacher_user_id,
      case when order_status = 'selesai' or nomor <= 2 then 'selesai' else 'terjadwal' end, created_at, created_at
    from (
      select o.id as order_id, o.status as order_status, o.created_at, s.tanggal, s.jam, s.mata_pelajaran, a.teacher_id, a.teacher_user_id,
        row_number() over (partition by o.id order by s.tanggal, s.jam, s.id) as nomor
      from orders o
      join order_applications a on a.order_id = o.id and a.status = 'diterima'
      join order_schedule_items s on s.order_id = o.id
      where o.kode like 'PB-%' and o.status in ${PAID}
    ) planned`.execute(db);
  await sql`drop table bench_teachers`.execute(db);
}
