import type { UnitSuggestions } from '@cppcc/contracts';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { suggestionsBundle } from './suggestionsI18n';

registerBundle(suggestionsBundle);

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
  const { t } = useTranslation('suggestions');
  return (
    <div>
      <Typography variant="subtitle2" id="suggestions-label">
        {t('units')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('unitsHint')}
      </Typography>
      <Stack
        component="ol"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        aria-labelledby="suggestions-label"
        data-testid="unit-suggestions"
      >
        {loading && <Skeleton width={240} height={32} />}
        {failed && (
          <Typography variant="body2" color="error">
            {t('unitsError')}
          </Typography>
        )}
        {suggestions?.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noUnits')}
          </Typography>
        )}
        {suggestions?.items.map((item) => {
          const on = isPicked(item.id);
          return (
            <Stack
              component="li"
              key={item.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 1.5 }}
              sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
              data-testid="unit-suggestion"
            >
              <Chip
                label={item.name}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => onToggle(item.id)}
                aria-pressed={on}
                aria-label={on ? `${item.name}（${t('picked')}）` : t('apply', { name: item.name })}
                data-testid="suggestion-chip"
                data-unit={item.name}
              />
              <Typography variant="body2" color="text.secondary" data-testid="suggestion-reason">
                {item.reason}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </div>
  );
}
