import { CONSULTATION_TASK_STATES, fixedSlotOf, type Consultation } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useTaskConsultationsQuery } from '../api';
import { MeetingView } from '../components/MeetingView';
import { MinutesDialog } from '../components/MinutesDialog';
import { SlotsDialog } from '../components/SlotsDialog';
import { i18nBundle } from '../i18n';
import { startText } from '../lib/text';

registerBundle(i18nBundle);

type Open = { kind: 'arrange' } | { kind: 'reslot' | 'minutes'; consultation: Consultation } | null;

/** 面商 on the unit's task page: "安排面商", each meeting's state, new slots, the minutes form. */
export default function UnitTaskConsultations({
  taskId,
  taskState,
}: {
  taskId: string;
  proposalId: string;
  taskState: string;
}) {
  const { t } = useTranslation('consultation');
  const dispatch = useAppDispatch();
  const query = useTaskConsultationsQuery(taskId);
  const [open, setOpen] = useState<Open>(null);
  const items = query.data?.items ?? [];
  const taskOpen = (CONSULTATION_TASK_STATES as readonly string[]).includes(taskState);
  const canArrange = taskOpen && items.every((item) => item.state === 'minuted');
  const done = (message: string) => {
    setOpen(null);
    dispatch(showMessage({ message, variant: 'success' }));
  };

  return (
    <SectionCard id="consultations" title={t('title')} testId="task-consultations">
      {query.isLoading && <Loading />}
      {query.error && (
        <QueryError error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <Stack spacing={2}>
          {items.length === 0 && (
            <Typography color="textSecondary" data-testid="consultations-empty">
              {taskOpen ? t('empty') : t('notOpen')}
            </Typography>
          )}
          {items.map((item, index) => (
            <Stack key={item.id} spacing={1.5}>
              {index > 0 && <Divider />}
              <MeetingView consultation={item} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {item.allowedActions.includes('reslot') && (
                  <Button variant="outlined" onClick={() => setOpen({ kind: 'reslot', consultation: item })}>
                    {t('reslot')}
                  </Button>
                )}
                {item.allowedActions.includes('record_minutes') && (
                  <Button
                    variant="contained"
                    onClick={() => setOpen({ kind: 'minutes', consultation: item })}
                    data-testid="consultation-record-minutes"
                  >
                    {t('recordMinutes')}
                  </Button>
                )}
              </Stack>
              {item.state === 'fixed' && !item.allowedActions.includes('record_minutes') && (
                <Alert severity="info">
                  {t('minutesAfter', { time: startText(fixedSlotOf(item)?.startsAt ?? item.createdAt) })}
                </Alert>
              )}
            </Stack>
          ))}
          {canArrange && (
            <Button
              variant="contained"
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
              onClick={() => setOpen({ kind: 'arrange' })}
              data-testid="consultation-arrange"
            >
              {t('arrange')}
            </Button>
          )}
        </Stack>
      )}
      {open?.kind === 'arrange' && (
        <SlotsDialog taskId={taskId} onClose={() => setOpen(null)} onDone={() => done(t('sent'))} />
      )}
      {open?.kind === 'reslot' && (
        <SlotsDialog
          taskId={taskId}
          consultation={open.consultation}
          onClose={() => setOpen(null)}
          onDone={() => done(t('sent'))}
        />
      )}
      {open?.kind === 'minutes' && (
        <MinutesDialog
          consultation={open.consultation}
          onClose={() => setOpen(null)}
          onDone={() => done(t('minutesSaved'))}
        />
      )}
    </SectionCard>
  );
}
