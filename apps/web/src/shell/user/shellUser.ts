import type { User } from '@cppcc/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../shared/session/hooks';

/** The signed-in user's id, or null for the guest (role [], uid ''). */
export function userIdOf(user: User): string | null {
  return user.role.length > 0 && user.uid ? user.uid : null;
}

/**
 * The roles under the user's name, by their names in the current language (never the codes); a unit's
 * clerk also sees which unit they act for.
 */
export function roleText(user: Pick<User, 'role' | 'unit'>, t: TFunction, language: string): string {
  const zh = language !== 'en';
  return user.role
    .map((role) => {
      const name = t(`role.${role}`, { ns: 'common' });
      if (role !== 'undertaker' || !user.unit) return name;
      return zh ? `${name}（${user.unit.name}）` : `${name} (${user.unit.name})`;
    })
    .join(zh ? '、' : ', ');
}

/** The user as the toolbar shows them (seed 000 §3). */
export function useShellUser() {
  const user = useUser();
  const { t, i18n } = useTranslation('common');
  return {
    signedIn: user.role.length > 0,
    roles: user.role,
    roleText: roleText(user, t, i18n.language),
    displayName: user.data.displayName || null,
    photoURL: user.data.photoURL ?? undefined,
  };
}
