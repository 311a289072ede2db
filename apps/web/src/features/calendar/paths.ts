export const CALENDAR_PATH = '/apps/calendar';
