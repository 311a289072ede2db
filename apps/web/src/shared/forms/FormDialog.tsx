import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog around one form: the title names it (for screen readers too), the fields go in a column, an
 * error that belongs to no field shows under them, and the buttons are cancel and submit (both idle while
 * it saves; it does not close by a click outside then).
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  submitTestId,
  submitColor,
  error,
  maxWidth = 'sm',
  testId,
  children,
}: {
  title: string;
  onClose: () => void;
  /** `(event) => void handleSubmit(save)(event)` of the form. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  submitTestId?: string;
  submitColor?: ButtonProps['color'];
  error?: string;
  maxWidth?: DialogProps['maxWidth'];
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={busy}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
