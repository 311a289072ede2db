import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CategorySuggestions } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { suggestionsBundle } from './suggestionsI18n';

registerBundle(suggestionsBundle);

interface Props {
  suggestions: CategorySuggestions | undefined;
  loading: boolean;
  failed: boolean;
  current: string;
  onApply: (code: string) => void;
}

/** 立案's suggested categories, best first, each with why (issue 28 §4); a click puts it in the field. */
export function CategorySuggestionList({ suggestions, loading, failed, current, onApply }: Props) {
  const { t } = useTranslation('suggestions');
  return (
    <div>
      <Typography variant="subtitle2" id="category-suggestions-label">
        {t('categories')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('categoriesHint')}
      </Typography>
      <Stack
        component="ol"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        aria-labelledby="category-suggestions-label"
        data-testid="category-suggestions"
      >
        {loading && <Skeleton width={200} height={32} />}
        {failed && (
          <Typography variant="body2" color="error">
            {t('categoriesError')}
          </Typography>
        )}
        {suggestions?.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noCategories')}
          </Typography>
        )}
        {suggestions?.items.slice(0, 3).map((item) => {
          const on = item.code === current;
          return (
            <Stack
              component="li"
              key={item.code}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 1.5 }}
              sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
              data-testid="category-suggestion"
            >
              <Chip
                label={item.name}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => onApply(item.code)}
                aria-pressed={on}
                aria-label={on ? `${item.name}（${t('picked')}）` : t('apply', { name: item.name })}
                data-category={item.code}
              />
              <Typography variant="body2" color="text.secondary">
                {item.reason}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </div>
  );
}
