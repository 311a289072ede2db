import type { CategorySuggestions } from '@cppcc/contracts';
import { SuggestionList } from './SuggestionList';

interface Props {
  suggestions: CategorySuggestions | undefined;
  loading: boolean;
  failed: boolean;
  current: string;
  onApply: (code: string) => void;
}

/** 立案's suggested categories, best first, each with why (issue 28 §4); a click puts it in the field. */
export function CategorySuggestionList({ suggestions, loading, failed, current, onApply }: Props) {
  return (
    <SuggestionList
      texts="categories"
      labelId="category-suggestions-label"
      testId="category-suggestions"
      itemTestId="category-suggestion"
      skeletonWidth={200}
      items={suggestions?.items.slice(0, 3).map((item) => ({
        key: item.code,
        name: item.name,
        reason: item.reason,
        on: item.code === current,
        chip: { 'data-category': item.code },
      }))}
      loading={loading}
      failed={failed}
      onPick={onApply}
    />
  );
}
