import { accountRoutes as routes } from '@tutor/contract';
import { ACCOUNT_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { backgroundWork, type BackgroundWork } from '../../../lib/backgroundWork';
import { siteCookie } from '../../../lib/cookies';
import { mailerFrom } from '../../../lib/mailer';
import { siteUrl } from '../../../lib/siteUrl';
import { settingSecret } from '../../../lib/settingSecrets';
import { tokenHash } from '../../../lib/tokens';
import { contractApp } from '../../../plugins/contractRoutes';
import type { Counters } from '../../../plugins/counters';
import {
  clearSessionCookie,
  NOT_LOGGED_IN,
  SESSION_COOKIE,
  sessionUser,
  setSessionCookie,
} from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { logIn, register, requestPasswordReset, resetPassword, startSession } from '../accountService';
import { deleteSession } from '../data/userQueries';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookies } from '../deviceCookies';
import { loginThrottle } from '../loginThrottle';
import { loginIpLimit, registerIpLimit, RESET_PER_EMAIL, resetIpLimit, TOO_MANY_RESETS } from '../policy';
import { forgetSessionToken } from '../../../plugins/sessionCache';
import { startPendingLogin, twoStepEnabled } from '../twoStep';
import { sessionRouteHandlers } from './sessionRoutes';
import { setPendingLoginCookie, twoStepRouteHandlers } from './twoStepRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** what requests started for after their answer (the reset mail); tests await its idle() */
    afterAnswer: BackgroundWork;
  }
}

const AUTH_BODY_LIMIT = 16 * 1024;
/** Reset links point here; never at the request's Host header, which a client can choose. */

export async function authRouteHandlers(app: FastifyInstance, context: ApiContext, counters: Counters): Promise<void> {
  const { db, now } = context;
  const api = contractApp(app);
  const mailer = mailerFrom();
  const secure = (protocol: string) => protocol === 'https';
  const devices = deviceCookies(await settingSecret(db, 'device_secret', process.env.DEVICE_COOKIE_SECRET));
  const throttle = loginThrottle(counters, devices);
  twoStepRouteHandlers(app, context, { throttle, devices });
  sessionRouteHandlers(app, context);
  const afterAnswer = backgroundWork(app.log);
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.idle());

  api.route({
    ...routes.register,
    bodyLimit: AUTH_BODY_LIMIT,
    config: { rateLimit: registerIpLimit },
    handler: async (request, reply) => {
      const outcome = await register(db, request.body, now());
      if (!('ok' in outcome)) return reply.code(outcome.status).send({ message: outcome.message });
      const session = await startSession(db, outcome.ok.id, request.headers['user-agent']);
      setSessionCookie(reply, session, secure(request.protocol));
      return reply.code(201).send({ data: outcome.ok });
    },
  });

  api.route({
    ...routes.login,
    bodyLimit: AUTH_BODY_LIMIT,
    config: { rateLimit: loginIpLimit },
    handler: async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const attempt = { deviceCookie: request.cookies[DEVICE_COOKIE], email, address: request.ip };
      const admission = await throttle.admit(attempt);
      if (!admission.admitted)
        return reply
          .code(429)
          .header('Retry-After', String(admission.retryAfterSeconds))
          .send({ message: admission.message });
      const outcome = await logIn(db, email, request.body.password).catch(async (error: unknown) => {
        await admission.release(); // not a guess that was checked (the hashing slots were full)
        throw error;
      });
      if (!('ok' in outcome)) {
        await admission.failed();
        return reply.code(outcome.status).send({ message: outcome.message });
      }
      await admission.release();
      // Two-step login: no session yet, only this browser's pending login until the code (twoStepRoutes.ts).
      if (await twoStepEnabled(db, outcome.ok.id)) {
        setPendingLoginCookie(reply, request, await startPendingLogin(db, outcome.ok.id, now()));
        return { data: { mfa_diperlukan: true as const } };
      }
      setSessionCookie(
        reply,
        await startSession(db, outcome.ok.id, request.headers['user-agent']),
        secure(request.protocol),
      );
      reply.setCookie(
        DEVICE_COOKIE,
        devices.issue(email),
        siteCookie(DEVICE_COOKIE_MAX_AGE_SECONDS, secure(request.protocol)),
      );
      return { data: outcome.ok };
    },
  });

  api.route({
    ...routes.logout,
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await deleteSession(db, tokenHash(token));
        forgetSessionToken(tokenHash(token));
      }
      clearSessionCookie(reply, secure(request.protocol));
      return reply.code(204).send(null);
    },
  });

  api.route({
    ...routes.me,
    handler: async (request, reply) => {
      const user = await sessionUser(db, request);
      if (!user) return reply.code(401).send({ message: NOT_LOGGED_IN });
      const { teacher_id: _teacherId, mfa_aktif: _twoStep, ...publicFields } = user;
      reply.header('Cache-Control', 'no-store');
      return { data: publicFields };
    },
  });

  api.route({
    ...routes.forgotPassword,
    bodyLimit: AUTH_BODY_LIMIT,
    config: { rateLimit: resetIpLimit },
    handler: async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      if ((await counters.hit(`reset:${email}`, RESET_PER_EMAIL.windowMs)) > RESET_PER_EMAIL.max)
        return reply.code(429).send({ message: TOO_MANY_RESETS });
      // Looking the address up, the token, the outbox row and the mail all happen after the answer:
      // a known and an unknown address get the same answer after the same work. A failed mail
      // leaves the link in the outbox and the failure in the log.
      afterAnswer.run('password reset mail', async () => {
        const reset = await requestPasswordReset(db, email, siteUrl(), mailer, now);
        // Without SMTP the link reaches a person through the server log (never through the answer).
        if (reset && !reset.sent)
          console.log(`Tautan atur ulang kata sandi untuk ${email} (SMTP_URL belum diatur): ${reset.link}`);
      });
      return reply.code(202).send({ message: ACCOUNT_MESSAGES.resetSent });
    },
  });

  api.route({
    ...routes.resetPassword,
    bodyLimit: AUTH_BODY_LIMIT,
    config: { rateLimit: resetIpLimit },
    handler: async (request, reply) => {
      const outcome = await resetPassword(db, request.body.token, request.body.password, now);
      if (!('ok' in outcome)) return reply.code(outcome.status).send({ message: outcome.message });
      clearSessionCookie(reply, secure(request.protocol));
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  });
}
