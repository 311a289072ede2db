/** The language on screen (the content reads are keyed by it): the shared hook. */
export { useLanguage } from '../../../shared/i18n/useLanguage';
