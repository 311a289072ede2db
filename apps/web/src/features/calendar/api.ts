import type {
  AddEventBody,
  CalendarEvent,
  CalendarFeed,
  ProposalDate,
  RemoveEventBody,
  UpdateEventBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** The calendar API (/api/calendar-app/*): every write answers all events, which replace the cached list. */
export const calendarApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CalendarEvent', 'CalendarFeed'] })
  .injectEndpoints({
    endpoints: (build) => {
      const write = <Body>(url: string) =>
        build.mutation<CalendarEvent[], Body>({
          query: (body) => ({ url: `/calendar-app/${url}`, method: 'POST', body }),
          async onQueryStarted(_body, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
            if (data) void dispatch(calendarApi.util.upsertQueryData('calendarEvents', undefined, data));
          },
        });
      return {
        calendarEvents: build.query<CalendarEvent[], void>({
          query: () => '/calendar-app/events',
          providesTags: ['CalendarEvent'],
        }),
        addCalendarEvent: write<AddEventBody>('add-event'),
        updateCalendarEvent: write<UpdateEventBody>('update-event'),
        removeCalendarEvent: write<RemoveEventBody>('remove-event'),
        proposalDates: build.query<ProposalDate[], void>({ query: () => '/calendar-app/proposal-dates' }),
        calendarFeed: build.query<CalendarFeed, void>({
          query: () => '/calendar-app/feed',
          providesTags: ['CalendarFeed'],
        }),
        regenerateCalendarFeed: build.mutation<CalendarFeed, void>({
          query: () => ({ url: '/calendar-app/feed/regenerate', method: 'POST' }),
          async onQueryStarted(_body, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
            if (data) void dispatch(calendarApi.util.upsertQueryData('calendarFeed', undefined, data));
          },
        }),
      };
    },
  });

export const {
  useCalendarEventsQuery,
  useAddCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useRemoveCalendarEventMutation,
  useProposalDatesQuery,
  useCalendarFeedQuery,
  useRegenerateCalendarFeedMutation,
} = calendarApi;
