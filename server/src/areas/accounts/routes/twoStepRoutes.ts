import { twoStepRoutes as routes } from '@tutor/contract';
import { TWO_STEP_MESSAGES } from '@tutor/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteCookie } from '../../../lib/cookies';
import { contractApp } from '../../../plugins/contractRoutes';
import { NOT_LOGGED_IN, sessionUser, setSessionCookie, type SessionUser } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { publicUser, startSession } from '../accountService';
import { userById } from '../data/userQueries';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, type DeviceCookies } from '../deviceCookies';
import type { LoginThrottle } from '../loginThrottle';
import { loginIpLimit } from '../policy';
import {
  disableTwoStep,
  enableTwoStep,
  enrolTwoStep,
  finishPendingLogin,
  PENDING_LOGIN_MINUTES,
  pendingLoginOf,
  spendTwoStepCode,
  twoStepStatus,
} from '../twoStep';

/** The right password of an account with two-step login, bound to this browser until its code comes. */
export const PENDING_LOGIN_COOKIE = 'pp_mfa';
const CODE_BODY_LIMIT = 1024;
const secure = (request: FastifyRequest) => request.protocol === 'https';

export function setPendingLoginCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  reply.setCookie(PENDING_LOGIN_COOKIE, token, siteCookie(PENDING_LOGIN_MINUTES * 60, secure(request)));
}

/** The logged-in account (any role: these routes are what an admin without two-step login may use), or 401. */
async function loggedIn(db: ApiContext['db'], request: FastifyRequest, reply: FastifyReply) {
  const user = await sessionUser(db, request);
  if (!user) await reply.code(401).send({ message: NOT_LOGGED_IN });
  return user;
}

export function twoStepRouteHandlers(
  app: FastifyInstance,
  { db, now }: ApiContext,
  { throttle, devices }: { throttle: LoginThrottle; devices: DeviceCookies },
): void {
  const api = contractApp(app);
  const withUser =
    <R>(handle: (user: SessionUser, request: FastifyRequest, reply: FastifyReply) => Promise<R>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await loggedIn(db, request, reply);
      return user ? handle(user, request, reply) : reply;
    };

  api.route({
    ...routes.loginMfa,
    bodyLimit: CODE_BODY_LIMIT,
    config: { rateLimit: loginIpLimit },
    handler: async (request, reply) => {
      const pending = await pendingLoginOf(db, request.cookies[PENDING_LOGIN_COOKIE], now());
      if (!pending) return reply.code(401).send({ message: TWO_STEP_MESSAGES.noPendingLogin });
      // A wrong code is a failed login of the account: the same counters as a wrong password.
      const admission = await throttle.admit({
        deviceCookie: request.cookies[DEVICE_COOKIE],
        email: pending.email,
        address: request.ip,
      });
      if (!admission.admitted)
        return reply
          .code(429)
          .header('Retry-After', String(admission.retryAfterSeconds))
          .send({ message: admission.message });
      const right = await spendTwoStepCode(db, pending.user_id, request.body.kode, now()).catch(
        async (error: unknown) => {
          await admission.release();
          throw error;
        },
      );
      if (!right) {
        await admission.failed();
        return reply.code(401).send({ message: TWO_STEP_MESSAGES.wrongCode });
      }
      await admission.release();
      const row = await userById(db, pending.user_id);
      if (!row || !(await finishPendingLogin(db, pending.tokenHash)))
        return reply.code(401).send({ message: TWO_STEP_MESSAGES.noPendingLogin });
      setSessionCookie(reply, await startSession(db, row.id, request.headers['user-agent']), secure(request));
      reply.setCookie(PENDING_LOGIN_COOKIE, '', siteCookie(0, secure(request)));
      reply.setCookie(
        DEVICE_COOKIE,
        devices.issue(row.email),
        siteCookie(DEVICE_COOKIE_MAX_AGE_SECONDS, secure(request)),
      );
      return { data: publicUser(row) };
    },
  });

  api.route({
    ...routes.mfaStatus,
    handler: withUser(async (user, _request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await twoStepStatus(db, user) };
    }),
  });

  api.route({
    ...routes.mfaEnrol,
    config: { rateLimit: loginIpLimit },
    handler: withUser(async (user, _request, reply) => {
      const outcome = await enrolTwoStep(db, user);
      if (!('ok' in outcome)) return reply.code(outcome.status).send({ message: outcome.message });
      reply.header('Cache-Control', 'no-store');
      return { data: outcome.ok };
    }),
  });

  api.route({
    ...routes.mfaEnable,
    bodyLimit: CODE_BODY_LIMIT,
    config: { rateLimit: loginIpLimit },
    handler: withUser(async (user, request, reply) => {
      const { kode } = request.body as { kode: string };
      const outcome = await enableTwoStep(db, user.id, kode, now());
      if (!('ok' in outcome)) return reply.code(outcome.status).send({ message: outcome.message });
      reply.header('Cache-Control', 'no-store');
      return { data: { kode_cadangan: outcome.ok } };
    }),
  });

  api.route({
    ...routes.mfaDisable,
    bodyLimit: CODE_BODY_LIMIT,
    config: { rateLimit: loginIpLimit },
    handler: withUser(async (user, request, reply) => {
      const { kode } = request.body as { kode: string };
      const outcome = await disableTwoStep(db, user, kode, now());
      if (!('ok' in outcome)) return reply.code(outcome.status).send({ message: outcome.message });
      return { message: TWO_STEP_MESSAGES.disabled };
    }),
  });
}
