import { NoQuery } from '../common';
import { ERROR_RESPONSES, route } from '../route';
import { GeneratedScheduleAnswer, GenerateScheduleBody } from './schedule';
import {
  IdempotencyHeaders,
  OrderAnswer,
  OrderCodeParams,
  OrderDraftBody,
  OrderList,
  OrderListQuery,
  PreviewAnswer,
  StudentProfileAnswer,
} from './orders';

const tags = ['orders'] as const;

export const orderRoutes = {
  generateSchedule: route({
    method: 'POST',
    url: '/api/generate/pemesanan-les-jadwal',
    schema: {
      summary: 'Generates the meeting schedule of a draft; skipped national holidays in libur[] (siswa)',
      tags,
      body: GenerateScheduleBody,
      response: { 200: GeneratedScheduleAnswer, ...ERROR_RESPONSES },
    },
  }),
  studentProfile: route({
    method: 'GET',
    url: '/api/siswa/profil',
    schema: {
      summary: "The logged-in student's name, WhatsApp and profile address (siswa)",
      tags,
      querystring: NoQuery,
      response: { 200: StudentProfileAnswer, ...ERROR_RESPONSES },
    },
  }),
  preview: route({
    method: 'POST',
    url: '/siswa/pemesanan-les/preview',
    schema: {
      summary:
        'Checks a draft against every order rule and answers the Preview Pemesanan HTML with the fee breakdown (siswa)',
      tags,
      body: OrderDraftBody,
      response: { 200: PreviewAnswer, ...ERROR_RESPONSES },
    },
  }),
  createOrder: route({
    method: 'POST',
    url: '/api/pesanan',
    schema: {
      summary: 'Creates the order from a draft; the same Idempotency-Key again answers 200 with the same order (siswa)',
      tags,
      headers: IdempotencyHeaders,
      body: OrderDraftBody,
      response: { 200: OrderAnswer, 201: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
  listOrders: route({
    method: 'GET',
    url: '/api/pesanan',
    schema: {
      summary:
        "The student's own orders, newest first, a page at a time (nextCursor); an admin sees every order (late ones first on the first page), searched by status, code and student name",
      tags,
      querystring: OrderListQuery,
      response: { 200: OrderList, ...ERROR_RESPONSES },
    },
  }),
  getOrder: route({
    method: 'GET',
    url: '/api/pesanan/:kode',
    schema: {
      summary: 'One order with its breakdown, schedule and history (owner or admin; anyone else 404)',
      tags,
      params: OrderCodeParams,
      response: { 200: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
  cancelOrder: route({
    method: 'POST',
    url: '/api/pesanan/:kode/batal',
    schema: {
      summary: 'Cancels an order up to guru_diusulkan (owner or admin); later 409',
      tags,
      params: OrderCodeParams,
      response: { 200: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
};
