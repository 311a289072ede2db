import type { TaskSummary } from '@cppcc/contracts';
import type { Palette } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isoToDateInput } from '../lib/dates';
import { dueInfo, type DueTone } from '../lib/due';

type DueTask = Pick<TaskSummary, 'dueDate' | 'dueSoon' | 'overdue' | 'state'>;

const COLOR: Record<DueTone, (palette: Palette) => string> = {
  overdue: (palette) => palette.error.main,
  soon: (palette) => palette.warning.dark,
  normal: (palette) => palette.text.primary,
  done: (palette) => palette.text.secondary,
  none: (palette) => palette.text.secondary,
};
const BOLD: Record<DueTone, boolean> = { overdue: true, soon: true, normal: false, done: false, none: false };

/** The look of each tone, for a plain element that carries `data-tone` (DueDate's, in one class). */
export const dueToneStyles = (palette: Palette) =>
  Object.fromEntries(
    (Object.keys(COLOR) as DueTone[]).map((tone) => [
      `&[data-tone="${tone}"]`,
      { color: COLOR[tone](palette), ...(BOLD[tone] && { fontWeight: 600 }) },
    ]),
  );

/** A due date's text (the date, and in words how near or past it is) and its tone. */
export function dueText(task: DueTask, t: TFunction<'common'>): { tone: DueTone; text: string } {
  const { tone, daysLeft } = dueInfo(task);
  const note =
    tone === 'overdue'
      ? t('due.overdueBy', { count: Math.max(1, -(daysLeft ?? 0)) })
      : tone === 'soon'
        ? daysLeft === 0
          ? t('due.today')
          : t('due.in', { count: daysLeft ?? 0 })
        : null;
  return { tone, text: `${isoToDateInput(task.dueDate) || '—'}${note ? ` · ${note}` : ''}` };
}

/** A task's due date, coloured by urgency and said in words too (colour alone is not enough). */
export function DueDate({ task }: { task: DueTask }) {
  const { t } = useTranslation('common');
  const { tone, text } = dueText(task, t);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: (theme) => COLOR[tone](theme.palette), fontWeight: BOLD[tone] ? 600 : undefined }}
      data-tone={tone}
    >
      {text}
    </Typography>
  );
}
