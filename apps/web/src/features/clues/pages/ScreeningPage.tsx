import {
  availableActions,
  CLUE_STATE_LABELS,
  CLUE_STATES,
  clueMachine,
  type Clue,
  type ClueScreeningAction,
  type ClueState,
} from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { QueryError } from '../../../shared/ui/QueryError';
import { SearchField } from '../../../shared/ui/SearchField';
import { useCluesQuery } from '../api';
import { ClueCard } from '../components/ClueCard';
import { ScreenDialog } from '../components/ScreenDialog';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

const SCREENING: readonly ClueScreeningAction[] = ['accept', 'merge', 'decline'];

/** /apps/staff/clues: staff screen the clues — new first by default; accept, merge or decline each. */
export default function ScreeningPage() {
  const { t, i18n } = useTranslation('clues');
  usePageTitle(t('screeningTitle'));
  const language = toLanguage(i18n.language);
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ClueState | ''>('new');
  const [q, setQ] = useState('');
  const list = useCluesQuery({ ...(state ? { state } : {}), ...(q ? { q } : {}), pageSize: 50 });
  const [open, setOpen] = useState<{ clue: Clue; action: ClueScreeningAction } | null>(null);
  const items = list.data?.items ?? [];

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="clue-screening-page">
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('screeningTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('state')}
          value={state}
          onChange={(event) => setState(event.target.value as ClueState | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('allStates')}</MenuItem>
          {CLUE_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {CLUE_STATE_LABELS[value][language]}
            </MenuItem>
          ))}
        </TextField>
        <SearchField value={q} onSearch={setQ} label={t('search')} sx={{ flex: 1 }} />
      </Stack>
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isLoading && <Loading />}
      {list.data && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('total', { count: list.data.total })}
        </Typography>
      )}
      {list.data && items.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      <Stack spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {items.map((clue) => {
          const actions = availableActions(clueMachine, clue.state, ['staff']).filter(
            (action): action is ClueScreeningAction => (SCREENING as readonly string[]).includes(action),
          );
          return (
            <ClueCard
              key={clue.id}
              clue={clue}
              actions={
                actions.length > 0 &&
                actions.map((action) => (
                  <Button
                    key={action}
                    size="small"
                    color={action === 'decline' ? 'warning' : 'primary'}
                    onClick={() => setOpen({ clue, action })}
                  >
                    {t(action)}
                  </Button>
                ))
              }
            />
          );
        })}
      </Stack>
      {open && (
        <ScreenDialog
          clue={open.clue}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            dispatch(showMessage({ message: t('done'), variant: 'success' }));
          }}
        />
      )}
    </Box>
  );
}
