import { CLUE_LIMITS, type Clue, type ClueScreeningAction } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { useWorkflowSettingsQuery } from '../../../shared/api/sharedReads';
import { toLanguage } from '../../../shared/i18n/languages';
import { useCluesQuery, useScreenClueMutation } from '../api';
import { categoryName, parseTags } from '../lib';

/** Accept (category, tags), merge (the clue to merge into) or decline (the reason) one clue. */
export function ScreenDialog({
  clue,
  action,
  onDone,
  onClose,
}: {
  clue: Clue;
  action: ClueScreeningAction;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('clues');
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const settings = useWorkflowSettingsQuery();
  const candidates = useCluesQuery({ pageSize: 100 }, { skip: action !== 'merge' });
  const [screen, screening] = useScreenClueMutation();
  const [categoryCode, setCategoryCode] = useState(clue.categoryCode);
  const [tags, setTags] = useState(clue.tags.join('、'));
  const [targetId, setTargetId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const targets = (candidates.data?.items ?? []).filter(
    (other) => other.id !== clue.id && ['new', 'accepted', 'adopted'].includes(other.state),
  );

  async function save() {
    setError(null);
    const base = { id: clue.id, version: clue.version };
    try {
      if (action === 'accept')
        await screen({ ...base, action, categoryCode, tags: parseTags(tags) }).unwrap();
      else if (action === 'merge') await screen({ ...base, action, targetId }).unwrap();
      else await screen({ ...base, action, reason }).unwrap();
      onDone();
    } catch (caught) {
      setError(caught as ApiError);
    }
  }

  const fieldError = (name: string) => error?.fields?.[name];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {t(action)} · {clue.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && Object.keys(error.fields).length === 0 && (
            <Alert severity="error">{errorText(error)}</Alert>
          )}
          {action === 'accept' && (
            <>
              <TextField
                select
                required
                label={t('category')}
                value={categoryCode}
                onChange={(event) => setCategoryCode(event.target.value)}
                error={Boolean(fieldError('categoryCode'))}
                helperText={fieldError('categoryCode')}
              >
                {settings.data?.categories.map((category) => (
                  <MenuItem key={category.code} value={category.code}>
                    {categoryName(settings.data?.categories, category.code, language)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('tags')}
                value={tags}
                onChange={(event) => setTags(event.target.value)}
                error={Boolean(
                  fieldError('tags') ??
                  Object.keys(error?.fields ?? {}).find((key) => key.startsWith('tags')),
                )}
                helperText={fieldError('tags') ?? t('tagsHint')}
                slotProps={{ htmlInput: { maxLength: CLUE_LIMITS.tags * (CLUE_LIMITS.tag + 1) } }}
              />
            </>
          )}
          {action === 'merge' && (
            <TextField
              select
              required
              label={t('mergeTarget')}
              value={targetId}
              onChange={(event) => setTargetId(event.target.value)}
              error={Boolean(fieldError('targetId'))}
              helperText={fieldError('targetId')}
            >
              {targets.map((other) => (
                <MenuItem key={other.id} value={other.id}>
                  {other.title}
                </MenuItem>
              ))}
            </TextField>
          )}
          {action === 'decline' && (
            <TextField
              required
              multiline
              minRows={3}
              label={t('reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(fieldError('reason'))}
              helperText={fieldError('reason')}
              slotProps={{ htmlInput: { maxLength: CLUE_LIMITS.reason } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          color={action === 'decline' ? 'warning' : 'primary'}
          onClick={() => void save()}
          disabled={screening.isLoading}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
