import { feeRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { referenceGeneration } from '../../../db/referenceChanges';
import { answerCache } from '../../../platform/cachedAnswers';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { defaultPackages, feeSearchInputs, feesFor, type FeeSearchInputs } from '../feeService';

/**
 * Fee answers remembered: 6 programs x 2 systems x 4 student counts x 514 regencies is ~25,000
 * real searches, most never asked; an answer is ten packages, ~1.6 KB of JSON and ~0.4 KB compressed.
 */
export const FEE_ANSWER_ENTRIES = 5_000;
export const FEE_ANSWER_BYTES = 16 * 1024 * 1024;

/** Everything a fee answer depends on, after checking and normalising the query. */
const keyOf = (inputs: FeeSearchInputs) =>
  `search|${inputs.jenjangId}|${inputs.sistem}|${inputs.students}|${inputs.region.provinceId}|${inputs.region.regencyId}|${inputs.curriculumId ?? ''}|${inputs.kelas}`;

/**
 * Both fee routes read only reference data (programs, packages, rates and factors, regions),
 * which changes only when the seed or a migration writes it (db/referenceChanges.ts): their
 * answers are remembered per query (answerCache) for as long as the reference generation they
 * were read under is current, with no time bound. Before, a fee search ran eight small queries,
 * serialised and compressed its answer on every request.
 */
export async function feeRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const answers = answerCache({
    entries: FEE_ANSWER_ENTRIES,
    bytes: FEE_ANSWER_BYTES,
    ttlMs: Number.POSITIVE_INFINITY,
    generation: referenceGeneration,
  });
  const { onSend } = answers;
  api.route({
    ...routes.defaultPackages,
    onSend,
    handler: async (request, reply) =>
      answers.answer(request, reply, 'default', async () => ({
        status: 'success' as const,
        data: await defaultPackages(db),
      })),
  });
  api.route({
    ...routes.search,
    onSend,
    handler: async (request, reply) => {
      const inputs = feeSearchInputs(request.query);
      if ('problem' in inputs) return reply.code(400).send({ message: inputs.problem });
      return answers.answer(request, reply, keyOf(inputs), async () => {
        const result = await feesFor(db, inputs);
        if ('problem' in result) return reply.code(400).send({ message: result.problem });
        return { status: 'success' as const, data: result.packages };
      });
    },
  });
}
