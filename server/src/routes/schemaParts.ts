import { MAX_PAGE } from '../domain/pagination';

/** JSON-schema pieces shared by the routes (Fastify validates and coerces query strings with them). */

export const idInteger = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const pageInteger = { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } as const;
export const selectMode = { type: 'string', enum: ['all', 'json'] } as const;
/** digits only, or empty (the handler then says what is missing, in SPEC order) */
export const optionalNumericText = { type: 'string', maxLength: 12, pattern: '^\\s*[0-9]*\\s*$' } as const;

export function querySchema(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) } as const;
}

export const pageOnlyQuery = querySchema({ page: pageInteger });
