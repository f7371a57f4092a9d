import { api, contractEndpoints } from '@tutor/api';
import type { EmailSettingsBody, NotificationQuery } from '@tutor/contract';

/**
 * The bell's endpoints: the user's notifications (newest first, a page before an id), marking
 * them read, and the kinds that also come by e-mail. Every list shares the 'Notification' tag, so
 * marking read (or any act of the user, see useRefreshAfterActs) asks again.
 */
export const notificationApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getNotifications: route.query('GET /api/notifikasi', {
        request: (query: NotificationQuery) => ({ query }),
        transformResponse: (answer) => answer.data,
        providesTags: ['Notification'],
      }),
      markNotificationsRead: route.mutation('POST /api/notifikasi/baca', {
        request: (body: { ids?: number[] }) => ({ body }),
        transformResponse: (answer) => answer.data.belum_dibaca,
        invalidatesTags: ['Notification'],
      }),
      getNotificationEmailSettings: route.query('GET /api/notifikasi/email', {
        transformResponse: (answer) => answer.data,
        providesTags: [{ type: 'Notification', id: 'EMAIL' }],
      }),
      saveNotificationEmailSettings: route.mutation('PUT /api/notifikasi/email', {
        request: (body: EmailSettingsBody) => ({ body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: [{ type: 'Notification', id: 'EMAIL' }],
      }),
      getPendingMessages: route.query('GET /api/admin/pesan-keluar', {
        providesTags: [{ type: 'Notification', id: 'OUTBOX' }],
      }),
      markMessageSent: route.mutation('POST /api/admin/pesan-keluar/:id/terkirim', {
        request: (id: number) => ({ params: { id } }),
        transformResponse: (answer) => answer.data,
        // a 409 means another admin marked it meanwhile: the list is stale either way
        invalidatesTags: (_answer, error) =>
          !error || error.status === 409 ? [{ type: 'Notification', id: 'OUTBOX' }] : [],
      }),
    };
  },
});

export const { useGetPendingMessagesQuery, useMarkMessageSentMutation } = notificationApi;
export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useGetNotificationEmailSettingsQuery,
  useSaveNotificationEmailSettingsMutation,
} = notificationApi;
