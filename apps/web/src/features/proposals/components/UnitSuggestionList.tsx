import type { UnitSuggestions } from '@cppcc/contracts';
import { SuggestionList } from './SuggestionList';

interface Props {
  suggestions: UnitSuggestions | undefined;
  loading: boolean;
  failed: boolean;
  isPicked: (id: string) => boolean;
  onToggle: (id: string) => void;
}

/**
 * 交办's suggested units, best first, each with the one line from history that says why (issue 28 §4);
 * a click puts the unit on the assignment (or takes it off again).
 */
export function UnitSuggestionList({ suggestions, loading, failed, isPicked, onToggle }: Props) {
  return (
    <SuggestionList
      texts="units"
      labelId="suggestions-label"
      testId="unit-suggestions"
      itemTestId="unit-suggestion"
      skeletonWidth={240}
      items={suggestions?.items.map((item) => ({
        key: item.id,
        name: item.name,
        reason: item.reason,
        on: isPicked(item.id),
        chip: { 'data-testid': 'suggestion-chip', 'data-unit': item.name },
        reasonTestId: 'suggestion-reason',
      }))}
      loading={loading}
      failed={failed}
      onPick={onToggle}
    />
  );
}
