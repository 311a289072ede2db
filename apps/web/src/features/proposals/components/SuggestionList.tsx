import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { suggestionsBundle } from './suggestionsI18n';

registerBundle(suggestionsBundle);

export interface SuggestionItem {
  key: string;
  name: string;
  reason: string;
  on: boolean;
  /** Attributes the browser tests find the chip by. */
  chip: Record<`data-${string}`, string>;
  reasonTestId?: string;
}

/**
 * Suggestions (issue 28 §4), best first, each a chip with the line that says why; a click on the chip
 * calls `onPick` with its key. The texts are the `suggestions` bundle's `<texts>`, `<texts>Hint`,
 * `<texts>Error` and `no<Texts>` (categories, units).
 */
export function SuggestionList({
  texts,
  labelId,
  testId,
  itemTestId,
  skeletonWidth,
  items,
  loading,
  failed,
  onPick,
}: {
  texts: 'categories' | 'units';
  labelId: string;
  testId: string;
  itemTestId: string;
  skeletonWidth: number;
  items: readonly SuggestionItem[] | undefined;
  loading: boolean;
  failed: boolean;
  onPick: (key: string) => void;
}) {
  const { t } = useTranslation('suggestions');
  const none = texts === 'categories' ? 'noCategories' : 'noUnits';
  return (
    <div>
      <Typography variant="subtitle2" id={labelId}>
        {t(texts)}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {t(`${texts}Hint`)}
      </Typography>
      <Stack
        component="ol"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        aria-labelledby={labelId}
        data-testid={testId}
      >
        {loading && <Skeleton width={skeletonWidth} height={32} />}
        {failed && (
          <Typography variant="body2" color="error">
            {t(`${texts}Error`)}
          </Typography>
        )}
        {items?.length === 0 && (
          <Typography variant="body2" color="textSecondary">
            {t(none)}
          </Typography>
        )}
        {items?.map((item) => (
          <Stack
            component="li"
            key={item.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 1.5 }}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
            data-testid={itemTestId}
          >
            <Chip
              label={item.name}
              color={item.on ? 'primary' : 'default'}
              variant={item.on ? 'filled' : 'outlined'}
              onClick={() => onPick(item.key)}
              aria-pressed={item.on}
              aria-label={item.on ? `${item.name}（${t('picked')}）` : t('apply', { name: item.name })}
              {...item.chip}
            />
            <Typography variant="body2" color="textSecondary" data-testid={item.reasonTestId}>
              {item.reason}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
