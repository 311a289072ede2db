import type { Clue } from '@cppcc/contracts';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { toLanguage } from '../../../shared/i18n/languages';
import { localeDateTime } from '../../../shared/lib/dates';
import { categoryName } from '../lib';
import { CluePictures } from './CluePictures';
import { ClueStateChip } from './ClueStateChip';

/** One clue as a card: title, state, category, tags, the texts, the sender (staff only), and actions. */
export function ClueCard({ clue, actions }: { clue: Clue; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('clues');
  const settings = useWorkflowSettingsQuery();
  return (
    <Card component="li" variant="outlined" data-testid="clue-card" data-title={clue.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600, minWidth: 200 }}>
            {clue.title}
          </Typography>
          <ClueStateChip state={clue.state} />
        </Stack>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            label={categoryName(settings.data?.categories, clue.categoryCode, toLanguage(i18n.language))}
          />
          {clue.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
          {clue.adoptionCount > 0 && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t('adoptions', { count: clue.adoptionCount })}
            />
          )}
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          <strong>{t('situationLabel')}：</strong>
          {clue.situation}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
          <strong>{t('suggestionLabel')}：</strong>
          {clue.suggestion}
        </Typography>
        <CluePictures pictures={clue.pictures} />
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
          {localeDateTime(clue.createdAt, i18n.language)}
          {clue.campaign ? ` · ${clue.campaign.title}` : ''}
          {clue.phone ? ` · ${t('sender')}：${clue.contactName ?? t('anonymous')} ${clue.phone}` : ''}
          {clue.mergedInto ? ` · ${t('mergeInto')}：${clue.mergedInto.title}` : ''}
          {clue.declineReason ? ` · ${t('declineReason')}：${clue.declineReason}` : ''}
        </Typography>
      </CardContent>
      {actions && <CardActions sx={{ flexWrap: 'wrap' }}>{actions}</CardActions>}
    </Card>
  );
}
