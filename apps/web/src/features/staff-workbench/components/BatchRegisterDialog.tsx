import type { ProposalSummary, WorkflowSettings } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useStaffBatchRegisterMutation } from '../api';
import { remainingSelection, summariseBatch, type BatchSummary } from '../lib/batch';
import { useLabels } from './labels';

/**
 * 批量立案: a category per selected proposal (defaulting to the proposal's own), then one request; each
 * item is registered in its own transaction, so the answer lists a result per item.
 */
export function BatchRegisterDialog({
  proposals,
  settings,
  onClose,
  onDone,
}: {
  proposals: readonly ProposalSummary[];
  settings: WorkflowSettings | undefined;
  onClose: () => void;
  /** Called with the ids still to keep selected (the failures). */
  onDone: (remaining: string[]) => void;
}) {
  const { t } = useTranslation('staffWorkbench');
  const errorText = useErrorText();
  const { language } = useLabels(settings);
  const [register, state] = useStaffBatchRegisterMutation();
  const [categories, setCategories] = useState<Record<string, string>>(() =>
    Object.fromEntries(proposals.map((proposal) => [proposal.id, proposal.categoryCode ?? ''])),
  );
  const [summary, setSummary] = useState<BatchSummary | null>(null);
  const titles = useMemo(
    () => new Map(proposals.map((proposal) => [proposal.id, proposal.title])),
    [proposals],
  );
  const options = settings?.categories ?? [];

  const submit = async () => {
    const result = await register({
      items: proposals.map((proposal) => ({
        id: proposal.id,
        version: proposal.version,
        ...(categories[proposal.id] ? { categoryCode: categories[proposal.id] } : {}),
      })),
    });
    if (result.data) {
      setSummary(summariseBatch(result.data.results, titles));
      onDone(remainingSelection(result.data.results));
    }
  };

  return (
    <Dialog
      open
      onClose={state.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="md"
      data-testid="batch-dialog"
    >
      <DialogTitle>{t('batchTitle', { count: proposals.length })}</DialogTitle>
      <DialogContent>
        {summary ? (
          <Stack spacing={2} data-testid="batch-summary">
            <Alert severity={summary.failed === 0 ? 'success' : 'warning'}>
              {t('batchDone', { succeeded: summary.succeeded, failed: summary.failed })}
            </Alert>
            {summary.registered.length > 0 && (
              <div>
                <Typography variant="subtitle2">{t('batchRegistered')}</Typography>
                <List dense>
                  {summary.registered.map((item) => (
                    <ListItem key={item.id} data-testid="batch-ok">
                      <ListItemText
                        primary={item.title}
                        secondary={item.number === null ? undefined : t('numberIs', { number: item.number })}
                      />
                    </ListItem>
                  ))}
                </List>
              </div>
            )}
            {summary.failures.length > 0 && (
              <div>
                <Typography variant="subtitle2" color="error">
                  {t('batchFailed')}
                </Typography>
                <List dense>
                  {summary.failures.map((item) => (
                    <ListItem key={item.id} data-testid="batch-failed">
                      <ListItemText primary={item.title} secondary={item.message} />
                    </ListItem>
                  ))}
                </List>
              </div>
            )}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <DialogContentText>{t('batchHint')}</DialogContentText>
            {state.error && <Alert severity="error">{errorText(state.error)}</Alert>}
            {proposals.map((proposal) => (
              <Stack
                key={proposal.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ flex: 1 }}>{proposal.title}</Typography>
                <TextField
                  select
                  size="small"
                  label={t('category')}
                  value={categories[proposal.id] ?? ''}
                  onChange={(event) => setCategories({ ...categories, [proposal.id]: event.target.value })}
                  sx={{ minWidth: 200 }}
                >
                  <MenuItem value="">{t('noCategory')}</MenuItem>
                  {options.map((category) => (
                    <MenuItem key={category.code} value={category.code}>
                      {language === 'en' ? category.en : category.zh}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {summary ? (
          <Button variant="contained" onClick={onClose}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={state.isLoading}>
              {t('cancel')}
            </Button>
            <Button variant="contained" onClick={() => void submit()} disabled={state.isLoading}>
              {state.isLoading ? t('registering') : t('register')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
