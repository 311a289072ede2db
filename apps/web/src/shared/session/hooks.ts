import type { Role, User } from '@cppcc/contracts';
import { useAppSelector } from '../store/hooks';
import { selectRoles, selectUser } from './sessionSlice';

/** The signed-in user, or the guest user (role []). */
export function useUser(): User {
  return useAppSelector(selectUser);
}

export function useRoles(): readonly Role[] {
  return useAppSelector(selectRoles);
}
