import { listColumnLabel, type ListId } from '@cppcc/contracts';
import { useCallback } from 'react';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * A list's column label in the language on screen, from the contract (`LIST_COLUMNS`): the one place the
 * label lives, so the table's header, its form's field and the export's header read alike.
 */
export function useListColumnLabel(list: ListId): (id: string) => string {
  const language = useLanguage();
  return useCallback((id: string) => listColumnLabel(list, id, language), [list, language]);
}
