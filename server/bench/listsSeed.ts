/**
 * Bulk seed of the list bench (PostgreSQL): `count` orders copied from one real order of the
 * app (its every column, so the copy stays right when a migration adds one), with its schedule and
 * subjects, spread over 50,000 students, two orders per 30 s back from now (each pair shares a
 * timestamp, so ties are on every page) and the statuses of a running site (20 late orders per
 * million); students with varied Indonesian names (a search by name narrows as on a real site); one
 * application in twenty from the demo teacher; paid orders with an accepted teacher and their
 * meetings (listsSeedLessons.ts). One INSERT ... SELECT generate_series per batch of 100,000; names and values bound.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../src/db/schema';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../src/db/seed/names';
import { seedDemoApplications, seedLessons } from './listsSeedLessons';

const BATCH = 100_000;
export const BENCH_STUDENTS = 50_000;
/**
 * What this seed writes, kept as the bench database's comment: a database seeded by another version
 * is dropped and seeded again (lists.ts). 2: varied names, accepted applications and meetings.
 */
export const LIST_SEED_VERSION = 'tutor list bench seed 2';

const FIRST_NAMES = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES];

/** Student g's name: a given name, for one in three a second one, and a surname (~18,000 different names). */
export function benchStudentName(g: number): string {
  const first = FIRST_NAMES[g % FIRST_NAMES.length] ?? '';
  const second = g % 3 === 0 ? ` ${FIRST_NAMES[Math.floor(g / 7) % FIRST_NAMES.length] ?? ''}` : '';
  return `${first}${second} ${SURNAMES[Math.floor(g / FIRST_NAMES.length) % SURNAMES.length] ?? ''}`;
}

async function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const result = await sql<{
    column_name: string;
  }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(
    db,
  );
  return result.rows.map((row) => row.column_name).filter((name) => name !== 'id');
}

/** INSERT INTO table (every column) SELECT the template row's columns, `overrides` replacing some, once per g of the series. */
async function copyRows(
  db: Kysely<Database>,
  table: string,
  from: RawBuilder<unknown>,
  overrides: Record<string, RawBuilder<unknown>>,
) {
  const columns = await columnsOf(db, table);
  const values = columns.map((name) => overrides[name] ?? sql`t.${sql.id(name)}`);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((name) => sql.id(name)))}) select ${sql.join(values)} from ${from}`.execute(
    db,
  );
}

/** the template order, its student, the teacher who applies, and the bench's now (ms): the newest order is placed then */
type Template = { orderId: number; studentId: number; teacherUserId: number; nowMs: number; database: string };

/** Seeds once per database, in one transaction: a run stopped halfway leaves nothing to trip over. */
export async function seedListOrders(db: Kysely<Database>, count: number, template: Template): Promise<void> {
  const existing = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kode', 'like', 'PB-%')
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    if (Number(existing.n) !== count)
      throw new Error(
        `this database holds ${existing.n} bench orders, not ${count}: use another BENCH_LISTS_DB or drop it`,
      );
    return;
  }
  console.log(`seeding ${count.toLocaleString('en')} orders (once per database)...`);
  await db.transaction().execute(async (trx) => {
    await seedInto(trx, count, template);
    await sql`comment on database ${sql.id(template.database)} is ${sql.lit(LIST_SEED_VERSION)}`.execute(trx);
  });
  await sql`analyze`.execute(db);
}

async function seedInto(db: Kysely<Database>, count: number, template: Template): Promise<void> {
  await copyRows(
    db,
    'users',
    sql`users t, generate_series(1, ${BENCH_STUDENTS}::integer) g where t.id = ${template.studentId}`,
    {
      email: sql`'bench.daftar' || g || '@contoh.id'`,
      // the same as benchStudentName(g); arrays are 1-based
      nama: sql`(${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}]
        || case when g % 3 = 0 then ' ' || (${FIRST_NAMES}::text[])[1 + (g / 7) % ${FIRST_NAMES.length}] else '' end
        || ' ' || (${SURNAMES}::text[])[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}]`,
    },
  );
  const firstStudent = await db
    .selectFrom('users')
    .select((eb) => eb.fn.min<number>('id').as('id'))
    .where('email', 'like', 'bench.daftar%')
    .executeTakeFirstOrThrow();
  const iso = (seconds: RawBuilder<unknown>) =>
    sql`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`;
  const nowSeconds = Math.floor(template.nowMs / 1000);
  // two orders per 30 s back from now (1,000,000 span 174 days); pairs share a timestamp
  const at = iso(sql`${nowSeconds}::bigint - ((${count}::integer - g) / 2) * 30`);
  // an opening changed within the last day (none is late), others when they were made
  const changed = sql`case when g % 50 = 0 then ${iso(sql`${nowSeconds}::bigint - ((${count}::integer - g) % 86400)`)} else ${at} end`;
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    // the newest few wait for the admin, and one in 50,000 has waited too long (late: the desk's first page carries it);
    // one in fifty is an opening; the rest are paid or done
    const status = sql`case when g > ${count - 200} or g % 50000 = 7 then 'menunggu_konfirmasi' when g % 50 = 0 then 'mencari_guru' when g % 50 = 1 then 'dibatalkan' when g % 5 = 0 then 'aktif' else 'selesai' end`;
    await copyRows(
      db,
      'orders',
      sql`orders t, generate_series(${start}::integer, ${end}::integer) g where t.id = ${template.orderId}`,
      {
        kode: sql`'PB-' || lpad(g::text, 7, '0')`,
        user_id: sql`${firstStudent.id}::integer + (g % ${BENCH_STUDENTS})`,
        status,
        created_at: at,
        updated_at: changed,
      },
    );
    const range = sql`orders o, ${sql.table('order_schedule_items')} t, orders made where t.order_id = ${template.orderId} and made.id = t.order_id and o.kode between ${`PB-${String(start).padStart(7, '0')}`} and ${`PB-${String(end).padStart(7, '0')}`}`;
    // the schedule as far after the copy's placing as the template's is after its own (meetings spread over the days)
    await copyRows(db, 'order_schedule_items', range, {
      order_id: sql`o.id`,
      tanggal: sql`to_char(t.tanggal::date + (left(o.created_at, 10)::date - left(made.created_at, 10)::date), 'YYYY-MM-DD')`,
    });
    await copyRows(
      db,
      'order_subjects',
      sql`orders o, order_subjects t where t.order_id = ${template.orderId} and o.kode between ${`PB-${String(start).padStart(7, '0')}`} and ${`PB-${String(end).padStart(7, '0')}`}`,
      { order_id: sql`o.id` },
    );
    console.log(`  ${end.toLocaleString('en')} orders`);
  }
  await seedDemoApplications(db, template.teacherUserId);
  console.log('  applications and meetings...');
  await seedLessons(db, template.teacherUserId);
}
