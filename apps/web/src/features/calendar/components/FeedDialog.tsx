import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { useCalendarFeedQuery, useRegenerateCalendarFeedMutation } from '../api';

/** The user's secret iCalendar address: shown in full, copied with one button, replaced on demand. */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const feed = useCalendarFeedQuery();
  const [regenerate, regenerating] = useRegenerateCalendarFeedMutation();
  const input = useRef<HTMLInputElement>(null);
  const url = feed.data ? `${window.location.origin}${feed.data.path}` : '';
  const webcal = url.replace(/^https?:/, 'webcal:');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(showMessage({ message: t('copied'), variant: 'success' }));
    } catch {
      input.current?.select();
      dispatch(showMessage({ message: t('copyFailed'), variant: 'warning' }));
    }
  };

  const renew = async () => {
    const confirmed = await confirm({
      title: t('regenerateTitle'),
      message: t('regenerateMessage'),
      confirmText: t('regenerate'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (!confirmed) return;
    const result = await regenerate();
    if ('data' in result) dispatch(showMessage({ message: t('regenerated'), variant: 'success' }));
    else dispatch(showMessage({ message: errorText(result.error) ?? t('feedFailed'), variant: 'error' }));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="calendar-feed-title"
    >
      <DialogTitle id="calendar-feed-title">{t('feedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('feedIntro')}</DialogContentText>
        {feed.error && (
          <QueryError error={feed.error} title={t('feedFailed')} onRetry={() => void feed.refetch()} />
        )}
        {feed.isLoading && <Loading />}
        {feed.data && (
          <Stack spacing={1.5}>
            <TextField
              label={t('feedUrl')}
              value={url}
              fullWidth
              inputRef={input}
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <LazyTooltip title={t('copy')}>
                        <IconButton aria-label={t('copy')} edge="end" onClick={() => void copy()}>
                          <ContentCopyIcon />
                        </IconButton>
                      </LazyTooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Link href={webcal} variant="body2">
              {t('openInCalendar')}
            </Link>
            {regenerating.error && <Alert severity="error">{errorText(regenerating.error)}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button
          color="error"
          onClick={() => void renew()}
          disabled={!feed.data || regenerating.isLoading}
          sx={{ mr: 'auto' }}
        >
          {t('regenerate')}
        </Button>
        <Button onClick={() => void copy()} disabled={!feed.data} startIcon={<ContentCopyIcon />}>
          {t('copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
