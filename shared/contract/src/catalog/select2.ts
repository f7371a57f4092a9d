/** The select2 reference lists: programs, curricula, classes, subjects and Indonesian regions. */
import { Type } from '@sinclair/typebox';
import { IdInteger, JenjangOption, OptionListAll, Query, SelectMode, SelectOption } from '../common';
import { ERROR_RESPONSES, route } from '../route';

const PREFIX = '/api/select2/master';
const tags = ['catalog'] as const;

/** Mode=all wraps the list in {data}; mode=json (the default) is the bare array. */
const OptionsInMode = Type.Union([OptionListAll, Type.Array(SelectOption)]);
const response = { 200: OptionsInMode, ...ERROR_RESPONSES } as const;
const modeOnly = Query({ mode: Type.Optional(SelectMode) });

export const JenjangList = Type.Union([
  Type.Object({ data: Type.Array(JenjangOption) }, { additionalProperties: false }),
  Type.Array(JenjangOption),
]);

export const select2Routes = {
  jenjang: route({
    method: 'GET',
    url: `${PREFIX}/jenjang`,
    schema: {
      summary: 'Programs (jenjang); online-only ones are marked',
      tags,
      querystring: modeOnly,
      response: { 200: JenjangList, ...ERROR_RESPONSES },
    },
  }),
  kurikulum: route({
    method: 'GET',
    url: `${PREFIX}/kurikulum`,
    schema: {
      summary: 'Curricula of a program',
      tags,
      querystring: Query({ mode: Type.Optional(SelectMode), jenjang_id: IdInteger }),
      response,
    },
  }),
  kelas: route({
    method: 'GET',
    url: `${PREFIX}/kelas`,
    schema: {
      summary: 'Classes of a program',
      tags,
      querystring: Query({ mode: Type.Optional(SelectMode), jenjang_id: IdInteger }),
      response,
    },
  }),
  mataPelajaran: route({
    method: 'GET',
    url: `${PREFIX}/mata-pelajaran`,
    schema: {
      summary: 'Subjects of a program',
      tags,
      querystring: Query({ mode: Type.Optional(SelectMode), jenjang_id: IdInteger }),
      response,
    },
  }),
  provinces: route({
    method: 'GET',
    url: `${PREFIX}/provinces`,
    schema: { summary: 'The 38 provinces', tags, querystring: modeOnly, response },
  }),
  regencies: route({
    method: 'GET',
    url: `${PREFIX}/regencies`,
    schema: {
      summary: 'Regencies of a province',
      tags,
      querystring: Query({ mode: Type.Optional(SelectMode), provinsi: IdInteger }),
      response,
    },
  }),
  regencies2: route({
    method: 'GET',
    url: `${PREFIX}/regencies-2`,
    schema: {
      summary: "A province's regencies (provinsi) or regencies whose name contains a text (q)",
      tags,
      querystring: Query({
        mode: Type.Optional(SelectMode),
        provinsi: Type.Optional(IdInteger),
        q: Type.Optional(Type.String({ maxLength: 100 })),
      }),
      response,
    },
  }),
  districts: route({
    method: 'GET',
    url: `${PREFIX}/districts`,
    schema: {
      summary: 'Districts of a regency',
      tags,
      querystring: Query({ mode: Type.Optional(SelectMode), kota: IdInteger }),
      response,
    },
  }),
  lokasiDefault: route({
    method: 'GET',
    url: `${PREFIX}/lokasi-default`,
    schema: { summary: "The teacher search's first location option (Online)", tags, querystring: modeOnly, response },
  }),
};
