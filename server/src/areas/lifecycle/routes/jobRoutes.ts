import { lifecycleRoutes as routes } from '@tutor/contract';
import { LIST_PAGE_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { cursorFrom } from '../../../lib/keyset';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { applyToOpening, myApplications } from '../applicationService';
import { openingsFor } from '../openingService';
import { applyRateLimit, JOB_PAGE_LIMIT, TEACHER_ONLY, TRANSITION_BODY_LIMIT } from '../policy';

/** The teachers' job board: openings with the fit score, applying, and one's own applications. */
export async function jobRouteHandlers(app: FastifyInstance, { db, now }: ApiContext): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.openings,
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      if (!teacher) return reply;
      const after = cursorFrom(request.query.cursor);
      if (after === null) return reply.code(400).send({ message: LIST_PAGE_MESSAGES.badCursor });
      return openingsFor(db, teacher, request.query, after);
    },
  });

  api.route({
    ...routes.apply,
    bodyLimit: TRANSITION_BODY_LIMIT,
    config: { rateLimit: applyRateLimit },
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      if (!teacher) return reply;
      const outcome = await applyToOpening(db, teacher, request.params.kode, request.body.catatan ?? '', now());
      return 'ok' in outcome
        ? reply.code(201).send({ data: outcome.ok })
        : reply.code(outcome.status).send({ message: outcome.message });
    },
  });

  api.route({
    ...routes.myApplications,
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      if (!teacher) return reply;
      const after = cursorFrom(request.query.cursor);
      if (after === null) return reply.code(400).send({ message: LIST_PAGE_MESSAGES.badCursor });
      return myApplications(db, teacher, { limit: request.query.limit ?? JOB_PAGE_LIMIT, ...(after ? { after } : {}) });
    },
  });
}
