import { type CalendarEvent, type Language, type ProposalDate } from '@cppcc/contracts';
import type { DateSelectArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { entryPropsOf, ownEventInput, proposalDateInput } from '../lib/calendarInputs';
import { stepKeys, stepUnitOf } from '../lib/stepUnit';
import { calendarNow, fromCalendarDate, movedSpan } from '../lib/zoned';
import type { EventDraft } from './EventDialog';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay,listWeek';
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

export interface CalendarViewProps {
  events: readonly CalendarEvent[];
  proposalDates: readonly ProposalDate[];
  language: Language;
  onOpen: (draft: EventDraft) => void;
  /** A drag or resize: the event with its new span; resolves false when the server refused it. */
  onMove: (event: CalendarEvent) => Promise<boolean>;
}

/**
 * FullCalendar with month, week, day and agenda views. It runs in its UTC zone on Beijing wall time
 * (lib/zoned.ts), so times show in Asia/Shanghai on any device. Own events can be selected into being,
 * dragged and resized; proposal dates are read-only and open their page.
 */
export function CalendarView({ events, proposalDates, language, onOpen, onMove }: CalendarViewProps) {
  const { t } = useTranslation('calendar');
  const theme = useTheme();
  const navigate = useNavigate();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const initialView = narrow ? 'listWeek' : 'dayGridMonth';
  const [viewType, setViewType] = useState(initialView);
  const step = stepKeys(stepUnitOf(viewType));
  const inputs = useMemo(
    () => [...events.map(ownEventInput), ...proposalDates.map((date) => proposalDateInput(date, language))],
    [events, proposalDates, language],
  );

  const select = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    onOpen({
      span: {
        allDay: arg.allDay,
        start: fromCalendarDate(arg.start, arg.allDay),
        end: fromCalendarDate(arg.end, arg.allDay),
      },
    });
  };

  const click = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const props = entryPropsOf(arg.event.extendedProps);
    if (props?.source === 'proposal') void navigate(props.link);
    else if (props?.source === 'own') onOpen({ event: props.event });
  };

  const moved = (arg: EventDropArg | EventResizeDoneArg) => {
    const props = entryPropsOf(arg.event.extendedProps);
    if (props?.source !== 'own' || !arg.event.start) {
      arg.revert();
      return;
    }
    const span = movedSpan(props.event, arg.event.start, arg.event.end, arg.event.allDay);
    void onMove({ ...props.event, ...span }).then((ok) => {
      if (!ok) arg.revert();
    });
  };

  return (
    <Box
      data-testid="calendar"
      sx={{
        '--fc-border-color': theme.palette.divider,
        '--fc-page-bg-color': theme.palette.background.paper,
        '--fc-neutral-bg-color': theme.palette.action.hover,
        '--fc-list-event-hover-bg-color': theme.palette.action.hover,
        '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
        '--fc-event-bg-color': theme.palette.primary.main,
        '--fc-event-border-color': theme.palette.primary.main,
        '--fc-button-bg-color': theme.palette.primary.main,
        '--fc-button-border-color': theme.palette.primary.main,
        '--fc-button-hover-bg-color': theme.palette.primary.dark,
        '--fc-button-hover-border-color': theme.palette.primary.dark,
        '--fc-button-active-bg-color': theme.palette.primary.dark,
        '--fc-button-active-border-color': theme.palette.primary.dark,
        '& .fc .fc-toolbar-title': { fontSize: { xs: '1.05rem', sm: '1.4rem' } },
        '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .fc .fc-button': { textTransform: 'none', py: 0.5, px: { xs: 1, sm: 1.5 } },
        '& .fc a': { color: 'inherit' },
        // FullCalendar greys other months' days with opacity (1.9:1): secondary text instead keeps AA.
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
        '& .calendar-proposal-date': { cursor: 'pointer', fontStyle: 'italic' },
      }}
    >
      <FullCalendar
        plugins={PLUGINS}
        timeZone="UTC"
        now={calendarNow}
        locales={[zhCnLocale]}
        locale={language === 'zh-CN' ? 'zh-cn' : 'en'}
        firstDay={1}
        initialView={initialView}
        datesSet={(arg) => setViewType(arg.view.type)}
        headerToolbar={
          narrow
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : { left: 'prev,next today', center: 'title', right: VIEWS }
        }
        footerToolbar={narrow ? { center: VIEWS } : false}
        // Words, not FullCalendar's icon font: its icons are role="img" without a text alternative.
        buttonIcons={false}
        buttonText={{ prev: t(step.prev), next: t(step.next) }}
        // A day cell's name is its date link's full date; the cell's own text (the day and its events)
        // differs, so the cell is left to be named by what it shows (WCAG 2.5.3).
        dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
        height="auto"
        events={inputs}
        editable
        selectable
        selectMirror
        eventInteractive
        nowIndicator
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        select={select}
        eventClick={click}
        eventDrop={moved}
        eventResize={moved}
      />
    </Box>
  );
}
