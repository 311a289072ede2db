import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../shared/i18n/languages';
import { useNavigationTree } from '../../shared/navigation/NavigationContext';
import { selectRoles } from '../../shared/session/sessionSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { filterNavigation, flattenNavigation } from './navigationUtils';

/** The navigation tree the signed-in user's roles may see, and its flat list of pages. */
export function useNavigation() {
  const config = useNavigationTree();
  const roles = useAppSelector(selectRoles);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const tree = filterNavigation(config, roles);
    return { tree, flat: flattenNavigation(tree), language };
  }, [config, roles, language]);
}
