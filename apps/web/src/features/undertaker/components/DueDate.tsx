import type { TaskSummary } from '@cppcc/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../lib/taskForms';
import { dueInfo, type DueTone } from '../lib/due';

const COLOR: Record<DueTone, string> = {
  overdue: 'error.main',
  soon: 'warning.dark',
  normal: 'text.primary',
  closed: 'text.secondary',
  none: 'text.secondary',
};

/** The due date, coloured by urgency and said in words too (colour alone is not enough). */
export function DueDate({ task }: { task: Pick<TaskSummary, 'dueDate' | 'dueSoon' | 'overdue' | 'state'> }) {
  const { t } = useTranslation('undertaker');
  const { tone, daysLeft } = dueInfo(task);
  const note =
    tone === 'overdue'
      ? t('overdueBy', { count: Math.max(1, -(daysLeft ?? 0)) })
      : tone === 'soon'
        ? daysLeft === 0
          ? t('dueToday')
          : t('dueIn', { count: daysLeft ?? 0 })
        : null;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: COLOR[tone], fontWeight: tone === 'overdue' || tone === 'soon' ? 600 : undefined }}
      data-tone={tone}
    >
      {dayOf(task.dueDate) || '—'}
      {note && ` · ${note}`}
    </Typography>
  );
}
