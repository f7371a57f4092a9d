import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** The site uses no camera, microphone, location, payment or USB API: say so, for every frame. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/**
 * Headers helmet does not cover as we need them. HSTS only when the request came over HTTPS
 * (request.protocol is https directly, or via X-Forwarded-Proto with TRUST_PROXY=1), or always
 * with HSTS=1: sent over plain HTTP it would pin a browser to an HTTPS this server may not have.
 */
export function securityHeaders(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (config.hsts || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
  });
}
