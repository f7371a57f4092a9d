import { select2Routes as routes, type OptionListAll, type SelectOption } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import * as options from '../data/select2Queries';
import { ONLINE_LOCATION_OPTION } from '../teacherFilters';

/** Lokasi typeahead answers at most this many regencies. */
export const REGENCY_SEARCH_LIMIT = 20;

/** Mode=all wraps the list in {data}; mode=json (the default) is the bare array. */
function inMode<T extends SelectOption>(
  mode: 'all' | 'json' | undefined,
  list: T[],
): T[] | (OptionListAll & { data: T[] }) {
  return mode === 'all' ? { data: list } : list;
}

/** Names whose place-name starts with the text come first: "bandung" → Kota Bandung before Kabupaten Bandung Barat. */
function rankByName<T extends { label: string; nama_lower: string }>(rows: T[], text: string): T[] {
  const needle = text.toLowerCase();
  const rank = (name: string) =>
    name.replace(/^(kota administrasi|kabupaten administrasi|kota|kabupaten)\s+/, '').startsWith(needle) ? 0 : 1;
  return rows.sort(
    (a, b) =>
      rank(a.nama_lower) - rank(b.nama_lower) || a.label.length - b.label.length || a.label.localeCompare(b.label),
  );
}

export async function select2RouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  api.route({
    ...routes.jenjang,
    handler: async (request) => inMode(request.query.mode, await options.jenjangOptions(db)),
  });
  api.route({
    ...routes.kurikulum,
    handler: async (request) =>
      inMode(request.query.mode, await options.curriculumOptions(db, request.query.jenjang_id)),
  });
  api.route({
    ...routes.kelas,
    handler: async (request) => inMode(request.query.mode, await options.classOptions(db, request.query.jenjang_id)),
  });
  api.route({
    ...routes.mataPelajaran,
    handler: async (request) => inMode(request.query.mode, await options.subjectOptions(db, request.query.jenjang_id)),
  });
  api.route({
    ...routes.provinces,
    handler: async (request) => inMode(request.query.mode, await options.provinceOptions(db)),
  });
  api.route({
    ...routes.regencies,
    handler: async (request) => inMode(request.query.mode, await options.regencyOptions(db, request.query.provinsi)),
  });
  api.route({
    ...routes.districts,
    handler: async (request) => inMode(request.query.mode, await options.districtOptions(db, request.query.kota)),
  });

  // The fee search lists a province's regencies; the teacher search types a name (q) instead.
  api.route({
    ...routes.regencies2,
    handler: async (request) => {
      const { mode, provinsi } = request.query;
      const text = (request.query.q ?? '').trim();
      if (provinsi === undefined && text === '') return inMode(mode, []);
      const rows = await options.regenciesMatching(db, provinsi, text);
      const ranked =
        text === ''
          ? rows
          : rankByName(rows, text).slice(0, provinsi === undefined ? REGENCY_SEARCH_LIMIT : rows.length);
      return inMode(
        mode,
        ranked.map(({ value, label }) => ({ value, label })),
      );
    },
  });

  // The teacher search's first location option; the front end must not hard-code it.
  api.route({
    ...routes.lokasiDefault,
    handler: async (request) => inMode(request.query.mode, [ONLINE_LOCATION_OPTION]),
  });
}
