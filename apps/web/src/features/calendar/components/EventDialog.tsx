import type { CalendarEvent, CalendarEventInput } from '@cppcc/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import {
  useAddCalendarEventMutation,
  useRemoveCalendarEventMutation,
  useUpdateCalendarEventMutation,
} from '../api';
import {
  EVENT_FORM_FIELDS,
  eventFormOf,
  eventFormSchema,
  switchAllDay,
  type EventForm,
} from '../lib/eventForm';

/** What the dialog opens on: an event to edit, or the span of a new one (from a selection or the button). */
export type EventDraft = { event: CalendarEvent } | { span: Pick<CalendarEvent, 'allDay' | 'start' | 'end'> };

/**
 * Create or edit an event; checked by the contract's schema (as the server checks it), the server's 400
 * reasons put on the fields, nothing typed lost on an error. Deleting asks first.
 */
export function EventDialog({ draft, onClose }: { draft: EventDraft; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [add, adding] = useAddCalendarEventMutation();
  const [update, updating] = useUpdateCalendarEventMutation();
  const [remove, removing] = useRemoveCalendarEventMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const existing = 'event' in draft ? draft.event : null;
  const { control, handleSubmit, setError, getValues, setValue } = useForm<
    EventForm,
    unknown,
    CalendarEventInput
  >({
    resolver: zodResolver(eventFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: eventFormOf(
      existing ?? { title: '', ...('span' in draft ? draft.span : { allDay: true, start: '', end: '' }) },
    ),
  });

  const allDay = useWatch({ control, name: 'allDay' });
  const timeField = (name: 'start' | 'end', dayLabel: string, timeLabel: string) => (
    <FormTextField
      control={control}
      name={name}
      type={allDay ? 'date' : 'datetime-local'}
      label={allDay ? dayLabel : timeLabel}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  const save = async (body: CalendarEventInput) => {
    setGeneral(undefined);
    const result = existing
      ? await update({ event: { ...body, id: existing.id } })
      : await add({ newEvent: body });
    if ('data' in result && result.data) {
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      onClose();
      return;
    }
    const onFields = applyServerFieldErrors(result.error, EVENT_FORM_FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };

  const destroy = async () => {
    if (!existing) return;
    const confirmed = await confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { title: existing.title }),
      confirmText: t('delete'),
      cancelText: t('cancel'),
      destructive: true,
    });
    if (!confirmed) return;
    const result = await remove({ eventId: existing.id });
    if ('data' in result && result.data) {
      dispatch(showMessage({ message: t('deleted'), variant: 'success' }));
      onClose();
    } else setGeneral(errorText(result.error));
  };

  const busy = adding.isLoading || updating.isLoading || removing.isLoading;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="calendar-event-title"
    >
      <DialogTitle id="calendar-event-title">{existing ? t('editEvent') : t('newEvent')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="calendar-event-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => void handleSubmit(save)(event)}
        >
          {general && <Alert severity="error">{general}</Alert>}
          <FormTextField control={control} name="title" label={t('eventTitle')} required autoFocus />
          <Controller
            control={control}
            name="allDay"
            render={({ field }) => (
              <FormControlLabel
                label={t('allDay')}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_event, checked) => {
                      const next = switchAllDay(
                        { start: getValues('start'), end: getValues('end') },
                        checked,
                      );
                      field.onChange(checked);
                      setValue('start', next.start);
                      setValue('end', next.end);
                    }}
                  />
                }
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {timeField('start', t('startDay'), t('start'))}
            {timeField('end', t('endDay'), t('end'))}
          </Stack>
          <FormTextField control={control} name="desc" label={t('desc')} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {existing && (
          <Button color="error" onClick={() => void destroy()} disabled={busy} sx={{ mr: 'auto' }}>
            {t('delete')}
          </Button>
        )}
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" type="submit" form="calendar-event-form" disabled={busy}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
