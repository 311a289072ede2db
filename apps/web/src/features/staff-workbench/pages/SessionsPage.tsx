import { zodResolver } from '@hookform/resolvers/zod';
import type { Session, SessionCreateBody } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { confirm } from '../../../shared/dialog/dialogService';
import {
  useStaffCreateSessionMutation,
  useStaffMakeSessionCurrentMutation,
  useStaffUpdateSessionMutation,
} from '../api';
import { QueryError } from '../../../shared/ui/QueryError';
import { useSessionsQuery } from '../../../shared/api/sharedReads';
import { dateInputToIso, formatDate, isoToDateInput } from '../../../shared/lib/dates';
import { formErrorText } from '../lib/formErrors';
import { i18nBundle } from '../i18n';

registerBundle(i18nBundle);

const DATE_FIELDS = ['submissionOpensAt', 'submissionClosesAt', 'plenaryStartsAt', 'plenaryEndsAt'] as const;
const dateInput = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'validation.invalid' });

const sessionFormSchema = z.object({
  term: z.number().int().min(1).max(99),
  meeting: z.number().int().min(1).max(20),
  year: z.number().int().min(1949).max(2200),
  name: z.string().trim().max(60, { error: 'validation.tooLong' }),
  submissionOpensAt: dateInput,
  submissionClosesAt: dateInput,
  plenaryStartsAt: dateInput,
  plenaryEndsAt: dateInput,
});
type SessionForm = z.infer<typeof sessionFormSchema>;

function toForm(session: Session | null): SessionForm {
  const year = new Date().getFullYear();
  return {
    term: session?.term ?? 15,
    meeting: session?.meeting ?? 1,
    year: session?.year ?? year,
    name: session?.name ?? '',
    submissionOpensAt: isoToDateInput(session?.submissionOpensAt),
    submissionClosesAt: isoToDateInput(session?.submissionClosesAt),
    plenaryStartsAt: isoToDateInput(session?.plenaryStartsAt),
    plenaryEndsAt: isoToDateInput(session?.plenaryEndsAt),
  };
}

function toBody(form: SessionForm): SessionCreateBody {
  const body: SessionCreateBody = { term: form.term, meeting: form.meeting, year: form.year };
  if (form.name.trim()) body.name = form.name.trim();
  for (const field of DATE_FIELDS) body[field] = dateInputToIso(form[field]);
  return body;
}

/** /apps/admin/sessions (admin): the sessions 届次, create, edit and make current. */
export default function SessionsPage() {
  const { t } = useTranslation('staffWorkbench');
  usePageTitle(t('sessionsTitle'));
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const sessions = useSessionsQuery();
  const [makeCurrent, making] = useStaffMakeSessionCurrentMutation();
  const [editing, setEditing] = useState<Session | 'new' | null>(null);

  const onMakeCurrent = async (session: Session) => {
    const confirmed = await confirm({
      title: t('makeCurrentTitle'),
      message: t('makeCurrentConfirm', { name: session.name }),
      confirmText: t('makeCurrent'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    const result = await makeCurrent(session.id);
    if (result.data) {
      dispatch(showMessage({ message: t('madeCurrent', { name: session.name }), variant: 'success' }));
    } else {
      dispatch(showMessage({ message: errorText(result.error) ?? t('loadError'), variant: 'error' }));
    }
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1 }} data-testid="admin-sessions">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('sessionsTitle')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('newSession')}
        </Button>
      </Stack>
      {sessions.error && <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('sessionsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('year')}</TableCell>
              <TableCell>{t('submissionOpensAt')}</TableCell>
              <TableCell>{t('submissionClosesAt')}</TableCell>
              <TableCell>{t('plenaryStartsAt')}</TableCell>
              <TableCell>{t('plenaryEndsAt')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.data?.items.map((session) => (
              <TableRow key={session.id} hover data-testid="session-row">
                <TableCell>
                  {session.name}
                  {session.isCurrent && (
                    <Chip
                      size="small"
                      color="primary"
                      label={t('current')}
                      sx={{ ml: 1 }}
                      data-testid="current-chip"
                    />
                  )}
                </TableCell>
                <TableCell>{session.year}</TableCell>
                <TableCell>{formatDate(session.submissionOpensAt)}</TableCell>
                <TableCell>{formatDate(session.submissionClosesAt)}</TableCell>
                <TableCell>{formatDate(session.plenaryStartsAt)}</TableCell>
                <TableCell>{formatDate(session.plenaryEndsAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditing(session)}>
                    {t('edit')}
                  </Button>
                  {!session.isCurrent && (
                    <Button
                      size="small"
                      disabled={making.isLoading}
                      onClick={() => void onMakeCurrent(session)}
                    >
                      {t('makeCurrent')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {sessions.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ py: 4 }}>
                  {t('noSessions')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {sessions.isLoading && <Loading />}
      </TableContainer>
      {editing && (
        <SessionDialog session={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}

function SessionDialog({ session, onClose }: { session: Session | null; onClose: () => void }) {
  const { t } = useTranslation('staffWorkbench');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [create, creating] = useStaffCreateSessionMutation();
  const [update, updating] = useStaffUpdateSessionMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SessionForm>({ resolver: zodResolver(sessionFormSchema), defaultValues: toForm(session) });
  const error = creating.error ?? updating.error;
  const serverFields = isApiError(error) ? error.fields : {};
  const busy = creating.isLoading || updating.isLoading;

  const save = handleSubmit(async (form) => {
    const body = toBody(form);
    const result = session ? await update({ id: session.id, body }) : await create(body);
    if (result.data) {
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      onClose();
    }
  });

  const fieldProps = (field: keyof SessionForm) => {
    const message = formErrorText(t, errors[field]) ?? serverFields[field];
    return { error: Boolean(message), helperText: message };
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void save(event)}>
        <DialogTitle>{session ? t('editSession') : t('newSession')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && Object.keys(serverFields).length === 0 && (
              <Alert severity="error">{errorText(error)}</Alert>
            )}
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('term')}
                type="number"
                required
                fullWidth
                {...register('term', { valueAsNumber: true })}
                {...fieldProps('term')}
                slotProps={{ htmlInput: { 'data-testid': 'session-term' } }}
              />
              <TextField
                label={t('meeting')}
                type="number"
                required
                fullWidth
                {...register('meeting', { valueAsNumber: true })}
                {...fieldProps('meeting')}
                slotProps={{ htmlInput: { 'data-testid': 'session-meeting' } }}
              />
              <TextField
                label={t('year')}
                type="number"
                required
                fullWidth
                {...register('year', { valueAsNumber: true })}
                {...fieldProps('year')}
                slotProps={{ htmlInput: { 'data-testid': 'session-year' } }}
              />
            </Stack>
            <TextField
              label={t('name')}
              {...register('name')}
              {...fieldProps('name')}
              helperText={fieldProps('name').helperText ?? t('nameHint')}
              slotProps={{ htmlInput: { 'data-testid': 'session-name' } }}
            />
            {DATE_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(field)}
                type="date"
                {...register(field)}
                {...fieldProps(field)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="session-save">
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
