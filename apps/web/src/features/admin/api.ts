import type {
  AdminUser,
  AdminUserCreate,
  AdminUserListQuery,
  AdminUserUpdate,
  Unit,
  UnitCreate,
  UnitUpdate,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

export interface AdminUserList {
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** The admin API (issue 3): users and units; every call needs the admin role. */
export const adminApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminUser', 'AdminUnit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listUsers: build.query<AdminUserList, Partial<AdminUserListQuery>>({
        query: (params) => ({ url: '/admin/users', params }),
        providesTags: ['AdminUser'],
      }),
      createUser: build.mutation<AdminUser, AdminUserCreate>({
        query: (body) => ({ url: '/admin/users', method: 'POST', body }),
        invalidatesTags: ['AdminUser'],
      }),
      updateUser: build.mutation<AdminUser, { id: string; body: AdminUserUpdate }>({
        query: ({ id, body }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PATCH', body }),
        invalidatesTags: ['AdminUser'],
      }),
      resetUserPassword: build.mutation<void, { id: string; password: string }>({
        query: ({ id, password }) => ({
          url: `/admin/users/${encodeURIComponent(id)}/reset-password`,
          method: 'POST',
          body: { password },
        }),
      }),
      listUnits: build.query<{ items: Unit[] }, void>({
        query: () => '/admin/units',
        providesTags: ['AdminUnit'],
      }),
      createUnit: build.mutation<Unit, UnitCreate>({
        query: (body) => ({ url: '/admin/units', method: 'POST', body }),
        invalidatesTags: ['AdminUnit'],
      }),
      updateUnit: build.mutation<Unit, { id: string; body: UnitUpdate }>({
        query: ({ id, body }) => ({ url: `/admin/units/${encodeURIComponent(id)}`, method: 'PATCH', body }),
        invalidatesTags: ['AdminUnit'],
      }),
    }),
  });

export const {
  useListUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useResetUserPasswordMutation,
  useListUnitsQuery,
  useCreateUnitMutation,
  useUpdateUnitMutation,
} = adminApi;
