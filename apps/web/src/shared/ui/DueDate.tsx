import type { TaskSummary } from '@cppcc/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isoToDateInput } from '../lib/dates';
import { dueInfo, type DueTone } from '../lib/due';

const COLOR: Record<DueTone, string> = {
  overdue: 'error.main',
  soon: 'warning.dark',
  normal: 'text.primary',
  done: 'text.secondary',
  none: 'text.secondary',
};

/** A task's due date, coloured by urgency and said in words too (colour alone is not enough). */
export function DueDate({ task }: { task: Pick<TaskSummary, 'dueDate' | 'dueSoon' | 'overdue' | 'state'> }) {
  const { t } = useTranslation('common');
  const { tone, daysLeft } = dueInfo(task);
  const note =
    tone === 'overdue'
      ? t('due.overdueBy', { count: Math.max(1, -(daysLeft ?? 0)) })
      : tone === 'soon'
        ? daysLeft === 0
          ? t('due.today')
          : t('due.in', { count: daysLeft ?? 0 })
        : null;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: COLOR[tone], fontWeight: tone === 'overdue' || tone === 'soon' ? 600 : undefined }}
      data-tone={tone}
    >
      {isoToDateInput(task.dueDate) || '—'}
      {note && ` · ${note}`}
    </Typography>
  );
}
