import type { JenjangOption, OptionListAll, SelectOption } from '@tutor/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ONLINE_LOCATION_OPTION } from '../domain/teacherFilters';
import type { ApiContext } from './context';
import { idInteger, querySchema, selectMode } from './schemaParts';

type Mode = 'all' | 'json';
const PREFIX = '/api/select2/master';
/** Lokasi typeahead answers at most this many regencies. */
export const REGENCY_SEARCH_LIMIT = 20;

/** SPEC §7: mode=all wraps the list in {data}; mode=json (the default) is the bare array. */
function inMode(mode: Mode | undefined, options: SelectOption[]): SelectOption[] | OptionListAll {
  return mode === 'all' ? { data: options } : options;
}

/** LIKE pattern for a literal substring: escapes the wildcards with a backslash. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function select2Routes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get<{ Querystring: { mode?: Mode } }>(
    `${PREFIX}/jenjang`,
    { schema: { querystring: querySchema({ mode: selectMode }) } },
    async (request) => {
      const rows = await db.selectFrom('jenjang').select(['id', 'nama', 'online_only']).orderBy('sort_order').execute();
      // Online-only programs say so, so a form can hide them while Offline is chosen.
      const options: JenjangOption[] = rows.map((row) =>
        row.online_only ? { value: row.id, label: row.nama, online_only: true } : { value: row.id, label: row.nama },
      );
      return inMode(request.query.mode, options);
    },
  );

  app.get<{ Querystring: { mode?: Mode; jenjang_id: number } }>(
    `${PREFIX}/kurikulum`,
    { schema: { querystring: querySchema({ mode: selectMode, jenjang_id: idInteger }, ['jenjang_id']) } },
    async (request) => {
      const rows = await db
        .selectFrom('jenjang_curricula as jc')
        .innerJoin('curricula as c', 'c.id', 'jc.curriculum_id')
        .select(['c.id as value', 'c.nama as label'])
        .where('jc.jenjang_id', '=', request.query.jenjang_id)
        .orderBy('jc.sort_order')
        .execute();
      return inMode(request.query.mode, rows);
    },
  );

  app.get<{ Querystring: { mode?: Mode; jenjang_id: number } }>(
    `${PREFIX}/kelas`,
    { schema: { querystring: querySchema({ mode: selectMode, jenjang_id: idInteger }, ['jenjang_id']) } },
    async (request) => {
      const rows = await db
        .selectFrom('classes')
        .select(['value', 'label'])
        .where('jenjang_id', '=', request.query.jenjang_id)
        .orderBy('sort_order')
        .execute();
      return inMode(request.query.mode, rows);
    },
  );

  app.get<{ Querystring: { mode?: Mode; jenjang_id: number } }>(
    `${PREFIX}/mata-pelajaran`,
    { schema: { querystring: querySchema({ mode: selectMode, jenjang_id: idInteger }, ['jenjang_id']) } },
    async (request) => {
      const rows = await db
        .selectFrom('subjects')
        .select(['id as value', 'nama as label'])
        .where('jenjang_id', '=', request.query.jenjang_id)
        .orderBy('sort_order')
        .execute();
      return inMode(request.query.mode, rows);
    },
  );

  app.get<{ Querystring: { mode?: Mode } }>(
    `${PREFIX}/provinces`,
    { schema: { querystring: querySchema({ mode: selectMode }) } },
    async (request) => {
      const rows = await db.selectFrom('provinces').select(['id as value', 'nama as label']).orderBy('nama').execute();
      return inMode(request.query.mode, rows);
    },
  );

  app.get<{ Querystring: { mode?: Mode; provinsi: number } }>(
    `${PREFIX}/regencies`,
    { schema: { querystring: querySchema({ mode: selectMode, provinsi: idInteger }, ['provinsi']) } },
    async (request) => {
      const rows = await db
        .selectFrom('regencies')
        .select(['id as value', 'nama as label'])
        .where('province_id', '=', request.query.provinsi)
        .orderBy('nama')
        .execute();
      return inMode(request.query.mode, rows);
    },
  );

  // The fee search lists a province's regencies; the teacher search types a name (q) instead.
  app.get<{ Querystring: { mode?: Mode; provinsi?: number; q?: string } }>(
    `${PREFIX}/regencies-2`,
    {
      schema: {
        querystring: querySchema({ mode: selectMode, provinsi: idInteger, q: { type: 'string', maxLength: 100 } }),
      },
    },
    async (request) => {
      const { mode, provinsi } = request.query;
      const text = (request.query.q ?? '').trim();
      if (provinsi === undefined && text === '') return inMode(mode, []);
      let query = db.selectFrom('regencies').select(['id as value', 'nama as label', 'nama_lower']);
      if (provinsi !== undefined) query = query.where('province_id', '=', provinsi);
      if (text !== '') query = query.where(sql<boolean>`nama_lower like ${containsPattern(text)} escape '\\'`);
      const rows = await query.orderBy('nama').execute();
      if (text === '') return inMode(mode, rows.map(({ value, label }) => ({ value, label })));
      // Names whose place-name starts with the text come first: "bandung" → Kota Bandung before Kabupaten Bandung Barat.
      const needle = text.toLowerCase();
      const rank = (name: string) => (name.replace(/^(kota administrasi|kabupaten administrasi|kota|kabupaten)\s+/, '').startsWith(needle) ? 0 : 1);
      const ranked = rows
        .sort((a, b) => rank(a.nama_lower) - rank(b.nama_lower) || a.label.length - b.label.length || a.label.localeCompare(b.label))
        .slice(0, provinsi === undefined ? REGENCY_SEARCH_LIMIT : rows.length)
        .map(({ value, label }) => ({ value, label }));
      return inMode(mode, ranked);
    },
  );

  app.get<{ Querystring: { mode?: Mode; kota: number } }>(
    `${PREFIX}/districts`,
    { schema: { querystring: querySchema({ mode: selectMode, kota: idInteger }, ['kota']) } },
    async (request) => {
      const rows = await db
        .selectFrom('districts')
        .select(['id as value', 'nama as label'])
        .where('regency_id', '=', request.query.kota)
        .orderBy('nama')
        .execute();
      return inMode(request.query.mode, rows);
    },
  );

  // The teacher search's first location option; the front end must not hard-code it.
  app.get<{ Querystring: { mode?: Mode } }>(
    `${PREFIX}/lokasi-default`,
    { schema: { querystring: querySchema({ mode: selectMode }) } },
    async (request) => inMode(request.query.mode, [ONLINE_LOCATION_OPTION]),
  );
}
