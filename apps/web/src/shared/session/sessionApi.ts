import type { AuthResult, User, UserUpdate } from '@cppcc/contracts';
import { baseApi } from '../api/baseApi';

/** The session's own calls (seed 000 §7); the sign-in pages add theirs from their lazy chunk. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the stored token (sent as Bearer) and reissues it. */
    accessToken: build.mutation<AuthResult, void>({
      query: () => ({ url: '/auth/access-token', method: 'GET' }),
    }),
    logout: build.mutation<void, void>({ query: () => ({ url: '/auth/logout', method: 'POST' }) }),
    updateUser: build.mutation<User, UserUpdate>({
      query: (body) => ({ url: '/auth/user/update', method: 'POST', body }),
    }),
  }),
});
