/** Partner universities and schools: the home page shows their generated logo marks. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, NoQuery } from '../common';
import { ERROR_RESPONSES, route } from '../route';

export const PartnerKind = Type.Union([Type.Literal('universitas'), Type.Literal('sekolah')]);
export type PartnerKind = Static<typeof PartnerKind>;

export const Partner = Answer({
  id: Type.Integer(),
  nama: Type.String(),
  jenis: PartnerKind,
  /** the generated mark, `/media/mitra/<id>.svg` (GET /media/mitra/:file) */
  logo: Type.String(),
});
export type Partner = Static<typeof Partner>;

export const partnerRoutes = {
  list: route({
    method: 'GET',
    url: '/api/mitra',
    schema: {
      summary: 'Partner universities and schools with their logo marks',
      tags: ['content'],
      querystring: NoQuery,
      response: { 200: Type.Array(Partner), ...ERROR_RESPONSES },
    },
  }),
};
