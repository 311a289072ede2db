import type { AdminLogList, AdminLogQueryInput, AdminLogRetention, AdminUser } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** GET /api/admin/audit-log, the retention setting, and the user search of the "who" filter (admin only). */
export const adminLogApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminLog'] }).injectEndpoints({
  endpoints: (build) => ({
    adminLog: build.query<AdminLogList, AdminLogQueryInput>({
      query: (params) => ({ url: '/admin/audit-log', params: { ...params } }),
      providesTags: ['AdminLog'],
    }),
    adminLogRetention: build.query<AdminLogRetention, void>({
      query: () => '/admin/audit-log/retention',
      providesTags: ['AdminLog'],
    }),
    setAdminLogRetention: build.mutation<AdminLogRetention, AdminLogRetention>({
      query: (body) => ({ url: '/admin/audit-log/retention', method: 'PUT', body }),
      invalidatesTags: ['AdminLog'],
    }),
    adminLogActors: build.query<{ items: AdminUser[] }, string>({
      query: (q) => ({ url: '/admin/users', params: { ...(q ? { q } : {}), pageSize: 20 } }),
    }),
  }),
});

export const {
  useAdminLogQuery,
  useAdminLogRetentionQuery,
  useSetAdminLogRetentionMutation,
  useAdminLogActorsQuery,
} = adminLogApi;
