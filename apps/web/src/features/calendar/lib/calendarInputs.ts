import {
  proposalDateTitle,
  type CalendarEvent,
  type Language,
  type ProposalDate,
  type ProposalDateKind,
} from '@cppcc/contracts';
import type { EventInput } from '@fullcalendar/core';
import { toCalendarInput } from './zoned';

/** One colour per kind of proposal date; the user's own events take the theme's primary colour. */
export const PROPOSAL_DATE_COLORS: Record<ProposalDateKind, string> = {
  taskDue: '#b45309',
  extensionDue: '#9c27b0',
  evaluationDue: '#2e7d32',
  submissionOpens: '#0277bd',
  submissionCloses: '#0277bd',
  plenary: '#c62828',
  consultation: '#00695c',
};

/** What the calendar keeps with each entry, to tell own events from read-only proposal dates. */
export type EntryProps = { source: 'own'; event: CalendarEvent } | { source: 'proposal'; link: string };

export function ownEventInput(event: CalendarEvent): EventInput {
  const props: EntryProps = { source: 'own', event };
  return {
    id: event.id,
    title: event.title,
    allDay: event.allDay,
    start: toCalendarInput(event.start, event.allDay),
    end: toCalendarInput(event.end, event.allDay),
    extendedProps: props,
  };
}

/** A proposal date: not draggable, not resizable, opens its page. */
export function proposalDateInput(date: ProposalDate, language: Language): EventInput {
  const props: EntryProps = { source: 'proposal', link: date.link };
  const color = PROPOSAL_DATE_COLORS[date.kind];
  return {
    id: `proposal:${date.id}`,
    title: proposalDateTitle(date, language),
    allDay: date.allDay,
    start: toCalendarInput(date.start, date.allDay),
    end: toCalendarInput(date.end, date.allDay),
    editable: false,
    startEditable: false,
    durationEditable: false,
    backgroundColor: color,
    borderColor: color,
    classNames: ['calendar-proposal-date'],
    extendedProps: props,
  };
}

export function entryPropsOf(extendedProps: Record<string, unknown>): EntryProps | undefined {
  const source = extendedProps.source;
  if (source === 'own' || source === 'proposal') return extendedProps as EntryProps;
  return undefined;
}
