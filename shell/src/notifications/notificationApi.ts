import { api } from '@tutor/api';
import type {
  EmailSettings,
  EmailSettingsAnswer,
  EmailSettingsBody,
  NotificationList,
  NotificationListAnswer,
  NotificationQuery,
  PendingMessage,
  PendingMessageAnswer,
  PendingMessageList,
  UnreadAnswer,
} from '@tutor/contract';

/**
 * The bell's endpoints: the user's notifications (newest first, a page before an id), marking
 * them read, and the kinds that also come by e-mail. Every list shares the 'Notification' tag, so
 * marking read (or any act of the user, see useRefreshAfterActs) asks again.
 */
export const notificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationList, NotificationQuery>({
      query: (params) => ({ url: '/api/notifikasi', params }),
      transformResponse: (answer: NotificationListAnswer) => answer.data,
      providesTags: ['Notification'],
    }),
    markNotificationsRead: build.mutation<number, { ids?: number[] }>({
      query: (body) => ({ url: '/api/notifikasi/baca', method: 'POST', body }),
      transformResponse: (answer: UnreadAnswer) => answer.data.belum_dibaca,
      invalidatesTags: ['Notification'],
    }),
    getNotificationEmailSettings: build.query<EmailSettings, void>({
      query: () => '/api/notifikasi/email',
      transformResponse: (answer: EmailSettingsAnswer) => answer.data,
      providesTags: [{ type: 'Notification', id: 'EMAIL' }],
    }),
    saveNotificationEmailSettings: build.mutation<EmailSettings, EmailSettingsBody>({
      query: (body) => ({ url: '/api/notifikasi/email', method: 'PUT', body }),
      transformResponse: (answer: EmailSettingsAnswer) => answer.data,
      invalidatesTags: [{ type: 'Notification', id: 'EMAIL' }],
    }),
    getPendingMessages: build.query<PendingMessageList, void>({
      query: () => '/api/admin/pesan-keluar',
      providesTags: [{ type: 'Notification', id: 'OUTBOX' }],
    }),
    markMessageSent: build.mutation<PendingMessage, number>({
      query: (id) => ({ url: `/api/admin/pesan-keluar/${id}/terkirim`, method: 'POST' }),
      transformResponse: (answer: PendingMessageAnswer) => answer.data,
      // a 409 means another admin marked it meanwhile: the list is stale either way
      invalidatesTags: (_answer, error) =>
        !error || error.status === 409 ? [{ type: 'Notification', id: 'OUTBOX' }] : [],
    }),
  }),
});

export const { useGetPendingMessagesQuery, useMarkMessageSentMutation } = notificationApi;
export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useGetNotificationEmailSettingsQuery,
  useSaveNotificationEmailSettingsMutation,
} = notificationApi;
