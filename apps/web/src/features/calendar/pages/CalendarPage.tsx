import { addCalendarDays, CALENDAR_TIME_ZONE, toZoneDay, type CalendarEvent } from '@cppcc/contracts';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LazyTooltip } from '../../../shared/ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../../shared/i18n/i18n';
import { toLanguage } from '../../../shared/i18n/languages';
import { STORAGE_KEYS, storage } from '../../../shared/lib/storage';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Loading } from '../../../shared/ui/Loading';
import { QueryError } from '../../../shared/ui/QueryError';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useCalendarEventsQuery, useProposalDatesQuery, useUpdateCalendarEventMutation } from '../api';
import { CalendarView } from '../components/CalendarView';
import type { EventDraft } from '../components/EventDialog';
import { TimeZoneNote } from '../components/TimeZoneNote';
import { i18nBundle } from '../i18n';
import { deviceZoneDiffers } from '../lib/zoned';

registerBundle(i18nBundle);

// The dialogs (the event form brings react-hook-form and the contract's zod schema) load after the calendar
// is shown, not before it: asked for once the events are there, so a click still opens them at once.
const loadEventDialog = () => import('../components/EventDialog');
const EventDialog = lazy(async () => ({ default: (await loadEventDialog()).EventDialog }));
const loadFeedDialog = () => import('../components/FeedDialog');
const FeedDialog = lazy(async () => ({ default: (await loadFeedDialog()).FeedDialog }));

/** A new event from the button: today, all day. */
function todayDraft(): EventDraft {
  const today = toZoneDay(new Date(), CALENDAR_TIME_ZONE);
  return { span: { allDay: true, start: today, end: addCalendarDays(today, 1) } };
}

/** /apps/calendar: the user's events with their proposal dates as a read-only layer, and the feed address. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  usePageTitle(t('title'));
  const dispatch = useAppDispatch();
  const language = toLanguage(i18n.language);
  const events = useCalendarEventsQuery();
  const [layerOn, setLayerOn] = useState(() => storage.get(STORAGE_KEYS.calendarProposalLayer) !== 'off');
  const dates = useProposalDatesQuery(undefined, { skip: !layerOn });
  const [update] = useUpdateCalendarEventMutation();
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const shown = events.data !== undefined;
  useEffect(() => {
    if (shown) void Promise.all([loadEventDialog(), loadFeedDialog()]).catch(() => undefined);
  }, [shown]);

  const toggleLayer = (on: boolean) => {
    setLayerOn(on);
    storage.set(STORAGE_KEYS.calendarProposalLayer, on ? 'on' : 'off');
  };

  const move = async (event: CalendarEvent): Promise<boolean> => {
    const { id, title, allDay, start, end, desc } = event;
    const result = await update({ event: { id, title, allDay, start, end, ...(desc ? { desc } : {}) } });
    const ok = 'data' in result;
    dispatch(
      showMessage(
        ok ? { message: t('moved'), variant: 'success' } : { message: t('moveFailed'), variant: 'error' },
      ),
    );
    return ok;
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, flex: 1, minWidth: 0 }} data-testid="calendar-page">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          <TimeZoneNote
            differs={deviceZoneDiffers()}
            zone={Intl.DateTimeFormat().resolvedOptions().timeZone}
          />
        </Box>
        <LazyTooltip title={t('proposalLayerHint')}>
          <FormControlLabel
            control={<Switch checked={layerOn} onChange={(_event, checked) => toggleLayer(checked)} />}
            label={t('proposalLayer')}
          />
        </LazyTooltip>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setFeedOpen(true)}>
            {t('subscribe')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDraft(todayDraft())}>
            {t('newEvent')}
          </Button>
        </Stack>
      </Stack>

      {events.error && <QueryError error={events.error} onRetry={() => void events.refetch()} />}
      {layerOn && dates.error && (
        <QueryError
          error={dates.error}
          title={t('proposalLayerFailed')}
          onRetry={() => void dates.refetch()}
        />
      )}
      {events.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('empty')}
        </Alert>
      )}
      {events.isLoading && <Loading />}
      {events.data && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <CalendarView
            events={events.data}
            proposalDates={layerOn ? (dates.data ?? []) : []}
            language={language}
            onOpen={setDraft}
            onMove={move}
          />
        </Paper>
      )}
      <Suspense fallback={null}>
        {draft && <EventDialog draft={draft} onClose={() => setDraft(null)} />}
        {feedOpen && <FeedDialog onClose={() => setFeedOpen(false)} />}
      </Suspense>
    </Box>
  );
}
