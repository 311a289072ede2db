import type { AdminUser, AuditList, AuditQueryInput } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** GET /api/admin/events, and the user search the actor filter picks from (both admin only). */
export const auditApi = baseApi.enhanceEndpoints({ addTagTypes: ['Proposal'] }).injectEndpoints({
  endpoints: (build) => ({
    auditEvents: build.query<AuditList, AuditQueryInput>({
      query: (params) => ({ url: '/admin/events', params: { ...params } }),
      // Any change to a proposal writes an event.
      providesTags: ['Proposal'],
    }),
    auditActors: build.query<{ items: AdminUser[] }, string>({
      query: (q) => ({ url: '/admin/users', params: { ...(q ? { q } : {}), pageSize: 20 } }),
    }),
  }),
});

export const { useAuditEventsQuery, useAuditActorsQuery } = auditApi;
