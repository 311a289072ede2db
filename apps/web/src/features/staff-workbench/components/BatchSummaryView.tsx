import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button, { type ButtonProps } from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchSummary } from '../lib/batch';

/** A batch's answer (batch register, batch assign): how many went through, which did (with a note each), which failed and why. */
export function BatchSummaryView({
  summary,
  texts,
  okNote,
}: {
  summary: BatchSummary;
  texts: { done: string; ok: string; failed: string };
  okNote?: (item: BatchSummary['registered'][number]) => string | undefined;
}) {
  return (
    <Stack spacing={2} data-testid="batch-summary">
      <Alert severity={summary.failed === 0 ? 'success' : 'warning'}>{texts.done}</Alert>
      {summary.registered.length > 0 && (
        <div>
          <Typography variant="subtitle2">{texts.ok}</Typography>
          <List dense>
            {summary.registered.map((item) => (
              <ListItem key={item.id} data-testid="batch-ok">
                <ListItemText primary={item.title} secondary={okNote?.(item)} />
              </ListItem>
            ))}
          </List>
        </div>
      )}
      {summary.failures.length > 0 && (
        <div>
          <Typography variant="subtitle2" color="error">
            {texts.failed}
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
  );
}

/**
 * A batch dialog (批量立案, 批量交办): its form until the answer arrives, then the answer (`summary`);
 * cancel and go before, close after. Nothing closes it while the batch is on its way.
 */
export function BatchDialog({
  title,
  testId,
  busy,
  onClose,
  summary,
  goLabel,
  submit,
  submitTestId,
  children,
}: {
  title: string;
  testId: string;
  busy: boolean;
  onClose: () => void;
  /** The answer, once there. */
  summary: ReactNode;
  goLabel: string;
  /** The go button's own props: a form to submit, or a click handler. */
  submit: ButtonProps;
  submitTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{summary ?? children}</DialogContent>
      <DialogActions>
        {summary ? (
          <Button variant="contained" onClick={onClose}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button variant="contained" disabled={busy} data-testid={submitTestId} {...submit}>
              {goLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
