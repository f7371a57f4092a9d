/** Two-step login (TOTP, RFC 6238) and the account's active sessions (DESIGN §11 "Staff security"). */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';
import { UserAnswer } from './auth';

/** A TOTP code (6 digits) or a recovery code ("abcd-efgh"); spaces and dashes are ignored. */
export const MfaCodeBody = Type.Object({ kode: Type.String({ minLength: 1, maxLength: 40 }) });
export type MfaCodeBody = Static<typeof MfaCodeBody>;

export const MfaStatus = Answer({
  aktif: Type.Boolean(),
  /** an admin may not switch it off */
  wajib: Type.Boolean(),
  /** recovery codes not used yet (0 when not enabled) */
  kode_cadangan_tersisa: Type.Integer({ minimum: 0 }),
});
export type MfaStatus = Static<typeof MfaStatus>;
export const MfaStatusAnswer = Answer({ data: MfaStatus });

export const MfaEnrolment = Answer({
  /** base32, for typing into an authenticator app by hand */
  secret: Type.String(),
  /** otpauth://totp/... for the QR code */
  otpauth_url: Type.String(),
});
export type MfaEnrolment = Static<typeof MfaEnrolment>;
export const MfaEnrolmentAnswer = Answer({ data: MfaEnrolment });
export const RecoveryCodesAnswer = Answer({ data: Answer({ kode_cadangan: Type.Array(Type.String()) }) });
export type RecoveryCodesAnswer = Static<typeof RecoveryCodesAnswer>;

export const ActiveSession = Answer({
  /** opaque; names the session in DELETE /api/auth/sesi/{id} */
  id: Type.String(),
  /** the browser and system, e.g. "Chrome di Windows" */
  perangkat: Type.String(),
  /** ISO instant of the login */
  dibuat: Type.String(),
  /** ISO instant the session was last used (to the minute) */
  terakhir: Type.String(),
  /** the session of this request */
  ini: Type.Boolean(),
});
export type ActiveSession = Static<typeof ActiveSession>;
export const ActiveSessionList = Answer({ data: Type.Array(ActiveSession) });
export type ActiveSessionList = Static<typeof ActiveSessionList>;
export const SessionIdParams = Query({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });

const tags = ['accounts'] as const;
const message = Answer({ message: Type.String() });

export const twoStepRoutes = {
  loginMfa: route({
    method: 'POST',
    url: '/api/auth/login/mfa',
    schema: {
      summary: 'Completes a login that answered mfa_diperlukan with a TOTP or a recovery code',
      tags,
      body: MfaCodeBody,
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
  mfaStatus: route({
    method: 'GET',
    url: '/api/auth/mfa',
    schema: {
      summary: "Whether the logged-in account's two-step login is on, and its recovery codes left",
      tags,
      querystring: NoQuery,
      response: { 200: MfaStatusAnswer, ...ERROR_RESPONSES },
    },
  }),
  mfaEnrol: route({
    method: 'POST',
    url: '/api/auth/mfa/daftar',
    schema: {
      summary: 'Starts enrolment: a new secret and its otpauth URL (shown once; confirmed by aktifkan)',
      tags,
      response: { 200: MfaEnrolmentAnswer, ...ERROR_RESPONSES },
    },
  }),
  mfaEnable: route({
    method: 'POST',
    url: '/api/auth/mfa/aktifkan',
    schema: {
      summary: 'Confirms enrolment with a code; answers 10 one-time recovery codes (shown once)',
      tags,
      body: MfaCodeBody,
      response: { 200: RecoveryCodesAnswer, ...ERROR_RESPONSES },
    },
  }),
  mfaDisable: route({
    method: 'POST',
    url: '/api/auth/mfa/nonaktifkan',
    schema: {
      summary: 'Switches two-step login off with a code (refused for admins)',
      tags,
      body: MfaCodeBody,
      response: { 200: message, ...ERROR_RESPONSES },
    },
  }),
  sessions: route({
    method: 'GET',
    url: '/api/auth/sesi',
    schema: {
      summary: "The logged-in account's active sessions, the latest used first",
      tags,
      querystring: NoQuery,
      response: { 200: ActiveSessionList, ...ERROR_RESPONSES },
    },
  }),
  endSession: route({
    method: 'DELETE',
    url: '/api/auth/sesi/:id',
    schema: {
      summary: "Ends one of the account's own sessions (404 for any other)",
      tags,
      params: SessionIdParams,
      response: { 200: message, ...ERROR_RESPONSES },
    },
  }),
  endOtherSessions: route({
    method: 'POST',
    url: '/api/auth/sesi/keluar-semua',
    schema: {
      summary: 'Ends every session of the account but this one',
      tags,
      response: { 200: message, ...ERROR_RESPONSES },
    },
  }),
};
