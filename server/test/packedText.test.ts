/**
 * A packed column (several values of one correlated row as one text, db/packedText.ts) reads back
 * the same values on SQLite and PostgreSQL: numbers as their text, a null as '', a row not found as
 * null; a column that does not hold the expected number of values is not read as a row.
 */
import { sql } from 'kysely';
import { packedText, PACKED_SEPARATOR, unpackText } from '../src/db/packedText';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(20);
});
afterAll(async () => t.close());

describe('packedText', () => {
  it('packs a number, a text and a null of one row and reads them back', async () => {
    const row = await t.handle.db
      .selectFrom('jenjang as j')
      .select((eb) => packedText([eb.ref('j.id'), eb.ref('j.nama'), sql`null`]).as('packed'))
      .where('j.id', '=', 16)
      .executeTakeFirstOrThrow();
    const level = await t.handle.db.selectFrom('jenjang').select('nama').where('id', '=', 16).executeTakeFirstOrThrow();
    expect(unpackText(row.packed, 3)).toEqual(['16', level.nama, '']);
  });

  it('is null as a subquery that finds no row', async () => {
    const row = await t.handle.db
      .selectFrom('jenjang as j')
      .select((eb) =>
        eb
          .selectFrom('jenjang as none')
          .select((inner) => packedText([inner.ref('none.id'), inner.ref('none.nama')]).as('packed'))
          .where('none.id', '=', -1)
          .as('packed'),
      )
      .where('j.id', '=', 16)
      .executeTakeFirstOrThrow();
    expect(row.packed).toBeNull();
    expect(unpackText(row.packed, 2)).toBeNull();
  });

  it('does not read a column holding another number of values', () => {
    expect(unpackText(['a', 'b'].join(PACKED_SEPARATOR), 3)).toBeNull();
    expect(unpackText('', 1)).toEqual(['']);
  });
});
