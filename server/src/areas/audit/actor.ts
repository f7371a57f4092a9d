import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../plugins/session';

/**
 * Who makes a change, as the audit log records it: the account and its role, and the address the
 * request came from. Built from the request by the route and handed down to the service; the
 * system (a background job, a payment gateway) acts with no account and no address.
 */
export interface Actor {
  userId: number | null;
  role: 'admin' | 'siswa' | 'guru' | 'sistem';
  address: string | null;
}

/** The request's account and address (request.ip follows TRUST_PROXY). */
export function actorOf(request: FastifyRequest, user: Pick<SessionUser, 'id' | 'role'>): Actor {
  return { userId: user.id, role: user.role, address: request.ip };
}

/** A background job of this server (the 72-hour confirmation, the renewal offers' lapse). */
export const SYSTEM_ACTOR: Actor = Object.freeze({ userId: null, role: 'sistem', address: null });
