import type {
  Notification,
  NotificationList,
  NotificationListQueryInput,
  NotificationSettings,
  NotificationSettingsUpdate,
  ReadAllResult,
  UnreadCount,
} from '@cppcc/contracts';
import { baseApi } from '../api/baseApi';

/**
 * /api/notifications for the toolbar bell (shell) and the notifications page (feature). Every change
 * invalidates the tag, so the badge, the popover and the page agree at once.
 */
export const notificationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    unreadNotificationCount: build.query<UnreadCount, void>({
      query: () => '/notifications/unread-count',
      providesTags: ['Notifications'],
    }),
    notifications: build.query<NotificationList, NotificationListQueryInput>({
      query: (params) => ({ url: '/notifications', params: { ...params } }),
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<ReadAllResult, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => '/notifications/settings',
    }),
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsUpdate>({
      query: (body) => ({ url: '/notifications/settings', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(notificationsApi.util.upsertQueryData('notificationSettings', undefined, data));
        } catch {
          // The page shows the mutation's error.
        }
      },
    }),
  }),
});

export const {
  useUnreadNotificationCountQuery,
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} = notificationsApi;

/** How often the bell asks for the unread count (it also asks when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;
