/** The accounts' routes: registration, sessions, the teacher's profile and the admin's teacher list. */
import { Type } from '@sinclair/typebox';
import { Answer, IdInteger, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';
import {
  AccountStatus,
  CsrfAnswer,
  ForgotPasswordBody,
  GuruProfileAnswer,
  GuruProfileBody,
  LoginAnswer,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  TeacherAccountList,
  UserAnswer,
} from './auth';

const tags = ['accounts'] as const;
const message = Answer({ message: Type.String() });

export const accountRoutes = {
  csrf: route({
    method: 'GET',
    url: '/api/auth/csrf',
    schema: {
      summary: 'A CSRF token for the X-CSRF-Token header',
      tags,
      querystring: NoQuery,
      response: { 200: CsrfAnswer, ...ERROR_RESPONSES },
    },
  }),
  register: route({
    method: 'POST',
    url: '/api/auth/register',
    schema: {
      summary: 'Creates a siswa or guru account and logs it in',
      tags,
      body: RegisterBody,
      response: { 201: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
  login: route({
    method: 'POST',
    url: '/api/auth/login',
    schema: {
      summary:
        'Logs in (one message for an unknown e-mail and a wrong password); with two-step login, asks for the code',
      tags,
      body: LoginBody,
      response: { 200: LoginAnswer, ...ERROR_RESPONSES },
    },
  }),
  logout: route({
    method: 'POST',
    url: '/api/auth/logout',
    schema: { summary: 'Ends the session', tags, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
  }),
  me: route({
    method: 'GET',
    url: '/api/auth/me',
    schema: {
      summary: 'The logged-in account; 401 without a session',
      tags,
      querystring: NoQuery,
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
  forgotPassword: route({
    method: 'POST',
    url: '/api/auth/lupa-password',
    schema: {
      summary: 'Sends a reset link if the address has an account; always 202',
      tags,
      body: ForgotPasswordBody,
      response: { 202: message, ...ERROR_RESPONSES },
    },
  }),
  resetPassword: route({
    method: 'POST',
    url: '/api/auth/reset-password',
    schema: {
      summary: 'Sets a new password with a reset token; ends every session of the account',
      tags,
      body: ResetPasswordBody,
      response: { 200: message, ...ERROR_RESPONSES },
    },
  }),
  guruProfile: route({
    method: 'GET',
    url: '/api/guru/profil',
    schema: {
      summary: "The logged-in teacher's profile and availability",
      tags,
      querystring: NoQuery,
      response: { 200: GuruProfileAnswer, ...ERROR_RESPONSES },
    },
  }),
  updateGuruProfile: route({
    method: 'PUT',
    url: '/api/guru/profil',
    schema: {
      summary: "Updates the logged-in teacher's profile and availability",
      tags,
      body: GuruProfileBody,
      response: { 200: GuruProfileAnswer, ...ERROR_RESPONSES },
    },
  }),
  adminTeachers: route({
    method: 'GET',
    url: '/api/admin/guru',
    schema: {
      summary: 'Teacher accounts by status (admin)',
      tags,
      querystring: Query({ status: Type.Optional(AccountStatus) }),
      response: { 200: TeacherAccountList, ...ERROR_RESPONSES },
    },
  }),
  verifyTeacher: route({
    method: 'POST',
    url: '/api/admin/guru/:id/verifikasi',
    schema: {
      summary: 'Verifies a teacher after the assessed micro teaching (admin); the teacher becomes searchable',
      tags,
      params: Query({ id: IdInteger }),
      response: { 200: UserAnswer, ...ERROR_RESPONSES },
    },
  }),
};
