import { authRoles, hasAccess } from '@cppcc/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { formatDateTime } from '../../../shared/lib/dates';
import { useRoles } from '../../../shared/session/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { useSelectionsQuery } from '../api';
import { CreateSelectionDialog } from '../components/CreateSelectionDialog';
import { i18nBundle } from '../i18n';
import { selectionPath } from '../paths';

registerBundle(i18nBundle);

/** /apps/selections: staff see every selection and open new ones; others their votes and the published. */
export default function SelectionsPage() {
  const { t } = useTranslation(['selections', 'messages']);
  usePageTitle(t('pageTitle'));
  const roles = useRoles();
  const staff = hasAccess(authRoles.staff, roles);
  const list = useSelectionsQuery();
  const [creating, setCreating] = useState(false);
  const items = list.data?.items ?? [];

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1000, mx: 'auto', width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('pageTitle')}
        </Typography>
        {staff && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('new')}
          </Button>
        )}
      </Stack>
      {list.isLoading ? (
        <Loading />
      ) : list.error ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Typography color="textSecondary">{t('empty')}</Typography>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Box component="li" key={item.id}>
              <Card variant="outlined">
                <CardActionArea component={Link} to={selectionPath(item.id)}>
                  <CardContent>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
                      <Chip size="small" label={t(`messages:selectionKind.${item.kind}`)} />
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        label={t(`messages:selectionState.${item.state}`)}
                      />
                      {item.myVote && !item.myVote.votedAt && item.state === 'voting' && (
                        <Chip size="small" color="warning" label={t('yourTurn')} />
                      )}
                    </Stack>
                    <Typography variant="h6" component="h2">
                      {item.title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {item.sessionName}
                      {item.votingClosesAt &&
                        ` · ${t('period')}：${formatDateTime(item.votingOpensAt)} — ${formatDateTime(item.votingClosesAt)}`}
                      {item.voterCount > 0 &&
                        ` · ${t('turnout', { voted: item.votedCount, voters: item.voterCount })}`}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Box>
          ))}
        </Stack>
      )}
      {staff && <CreateSelectionDialog open={creating} onClose={() => setCreating(false)} />}
    </Box>
  );
}
