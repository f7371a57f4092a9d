import type { FeePackageList } from '@tutor/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { feePackage, NEUTRAL_FACTOR, pricePerMeeting } from '../domain/fees';
import * as fees from '../queries/fees';
import type { ApiContext } from './context';
import { optionalNumericText, querySchema } from './schemaParts';

interface FeeSearchQuery {
  jenjang_id?: string;
  sistem_pembelajaran?: string;
  jumlah_siswa?: string;
  provinsi?: string;
  kota_id?: string;
  kurikulum_id?: string;
  kelas?: string;
}

const feeSearchSchema = querySchema({
  jenjang_id: optionalNumericText,
  sistem_pembelajaran: { type: 'string', maxLength: 20 },
  jumlah_siswa: optionalNumericText,
  provinsi: optionalNumericText,
  kota_id: optionalNumericText,
  kurikulum_id: optionalNumericText,
  kelas: { type: 'string', maxLength: 10 },
});

const numberOrNull = (text: string | undefined) => (text && text.trim() !== '' ? Number(text.trim()) : null);

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ message });
}

export async function feeRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  // "Mulai Dari": each package at the cheapest program, curriculum, region and system.
  app.get('/api/landing/searching-biaya-les/default', { schema: { querystring: querySchema({}) } }, async (): Promise<FeePackageList> => {
    const [packages, inputs] = await Promise.all([fees.packages(db), fees.cheapestFactorInputs(db)]);
    const cheapest = Math.min(
      ...inputs.rates.map((rate) =>
        pricePerMeeting({
          ratePerMeeting: rate.rate_per_meeting,
          curriculumPermille: inputs.lowestCurriculum.get(rate.jenjang_id) ?? NEUTRAL_FACTOR,
          regionPermille: rate.sistem === 'Offline' ? inputs.lowestRegion : NEUTRAL_FACTOR,
          groupPermille: inputs.singleStudent,
        }),
      ),
    );
    return { status: 'success', data: packages.map((pkg) => feePackage(pkg, cheapest)) };
  });

  app.get<{ Querystring: FeeSearchQuery }>(
    '/api/landing/searching-biaya-les',
    { schema: { querystring: feeSearchSchema } },
    async (request, reply) => {
      const query = request.query;
      const jenjangId = numberOrNull(query.jenjang_id);
      const sistem = query.sistem_pembelajaran?.trim() ?? '';
      const students = numberOrNull(query.jumlah_siswa);
      const provinceId = numberOrNull(query.provinsi);
      const regencyId = numberOrNull(query.kota_id);
      const curriculumId = numberOrNull(query.kurikulum_id);
      const kelas = query.kelas?.trim() ?? '';

      // SPEC §5 order: program, students, province, regency (the system sits with the program).
      if (!jenjangId) return badRequest(reply, 'Program harus di isi');
      if (sistem === '') return badRequest(reply, 'Sistem pembelajaran harus di isi');
      if (sistem !== 'Offline' && sistem !== 'Online') return badRequest(reply, 'Sistem pembelajaran harus Offline atau Online');
      if (!students) return badRequest(reply, 'Siswa harus di isi');
      if (students > 4) return badRequest(reply, 'Jumlah siswa 1 sampai 4 orang');
      if (!provinceId) return badRequest(reply, 'Provinsi harus di isi');
      if (!regencyId) return badRequest(reply, 'Kab/Kota harus di isi');

      const jenjang = await fees.jenjangById(db, jenjangId);
      if (!jenjang) return badRequest(reply, 'Program tidak ditemukan');
      const rate = await fees.ratePerMeeting(db, jenjangId, sistem);
      if (rate === undefined) {
        return badRequest(reply, jenjang.online_only ? `Program ${jenjang.nama} hanya tersedia untuk les Online` : 'Biaya program ini belum tersedia');
      }
      if (!(await fees.provinceExists(db, provinceId))) return badRequest(reply, 'Provinsi tidak ditemukan');
      if (!(await fees.regencyInProvince(db, regencyId, provinceId))) return badRequest(reply, 'Kab/Kota tidak sesuai dengan provinsi');

      const curricula = await fees.curriculaOf(db, jenjangId);
      const curriculum = curriculumId === null ? curricula[0] : curricula.find((item) => item.id === curriculumId);
      if (curriculumId !== null && !curriculum) return badRequest(reply, 'Kurikulum tidak sesuai dengan program');
      if (kelas !== '' && !(await fees.classExists(db, jenjangId, kelas))) return badRequest(reply, 'Kelas tidak sesuai dengan program');

      const [group, region, packages] = await Promise.all([
        fees.groupFactor(db, students),
        sistem === 'Offline' ? fees.regionFactor(db, regencyId, provinceId) : Promise.resolve(NEUTRAL_FACTOR),
        fees.packages(db),
      ]);
      if (group === undefined) return badRequest(reply, 'Jumlah siswa 1 sampai 4 orang');
      const perMeeting = pricePerMeeting({
        ratePerMeeting: rate,
        curriculumPermille: curriculum?.fee_factor_permille ?? NEUTRAL_FACTOR,
        regionPermille: region,
        groupPermille: group,
      });
      const answer: FeePackageList = { status: 'success', data: packages.map((pkg) => feePackage(pkg, perMeeting)) };
      return answer;
    },
  );
}
