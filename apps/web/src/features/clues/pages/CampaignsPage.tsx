import type { ClueCampaign } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { registerBundle } from '../../../shared/i18n/i18n';
import { localeDate } from '../../../shared/lib/dates';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { useClueCampaignsQuery, useCloseClueCampaignMutation } from '../api';
import { CampaignDialog } from '../components/CampaignDialog';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

/** /apps/staff/clue-campaigns: staff open collection campaigns and may close one early. */
export default function CampaignsPage() {
  const { t, i18n } = useTranslation('clues');
  usePageTitle(t('campaignsTitle'));
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const campaigns = useClueCampaignsQuery();
  const [closeCampaign] = useCloseClueCampaignMutation();
  const [creating, setCreating] = useState(false);
  const items = campaigns.data?.items ?? [];

  async function onClose(campaign: ClueCampaign) {
    const ok = await confirm({
      title: t('closeCampaign'),
      message: t('closeConfirm', { title: campaign.title }),
      confirmText: t('closeCampaign'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await closeCampaign(campaign.id).unwrap();
    } catch (caught) {
      dispatch(
        showMessage({ message: t('failed', { message: errorText(caught as ApiError) }), variant: 'error' }),
      );
    }
  }

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="clue-campaigns-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('campaignsTitle')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('newCampaign')}
        </Button>
      </Stack>
      {campaigns.error && <QueryError error={campaigns.error} onRetry={() => void campaigns.refetch()} />}
      {campaigns.isLoading && <Loading />}
      {campaigns.data && items.length === 0 && <Alert severity="info">{t('noCampaigns')}</Alert>}
      <Stack spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {items.map((campaign) => (
          <Card key={campaign.id} component="li" variant="outlined" data-testid="clue-campaign">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
                  {campaign.title}
                </Typography>
                <Chip
                  size="small"
                  color={campaign.open ? 'success' : 'default'}
                  label={campaign.open ? t('open') : t('notOpen')}
                />
              </Stack>
              <Typography variant="body2">
                {t('period', { start: campaign.startsOn, end: campaign.endsOn })}
              </Typography>
              {campaign.closedAt && (
                <Typography variant="body2" color="textSecondary">
                  {t('closedAt', { date: localeDate(campaign.closedAt, i18n.language) })}
                </Typography>
              )}
              <Typography variant="body2" color="textSecondary">
                {t('clueCount', { count: campaign.clueCount })}
              </Typography>
              {campaign.topics.length > 0 && (
                <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {campaign.topics.map((topic) => (
                    <Chip key={topic} size="small" label={topic} />
                  ))}
                </Stack>
              )}
            </CardContent>
            {!campaign.closedAt && campaign.endsOn >= new Date().toISOString().slice(0, 10) && (
              <CardActions>
                <Button size="small" color="error" onClick={() => void onClose(campaign)}>
                  {t('closeCampaign')}
                </Button>
              </CardActions>
            )}
          </Card>
        ))}
      </Stack>
      {creating && <CampaignDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
