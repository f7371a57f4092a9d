import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/**
 * The Fastify instance typed by the contract: `app.route({ ...declaration, handler })` infers the
 * request and reply types from the TypeBox schemas of @tutor/contract, so a handler cannot answer
 * a shape its route does not declare.
 */
export type ContractApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression<RawServerDefault>,
  RawReplyDefaultExpression<RawServerDefault>,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export function contractApp(app: FastifyInstance): ContractApp {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}
