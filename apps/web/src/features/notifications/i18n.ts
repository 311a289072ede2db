/** The notifications texts live in shared/ (the toolbar bell uses them too); listed here by convention. */
export { notificationsBundle as i18nBundle } from '../../shared/notifications/i18n';
